import { useParams } from 'react-router-dom';

/** The record id of a profile address ('/vendor/profile/12' -> 12); 0 for anything that is not a positive integer. */
export function recordIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** The `:id` of the current route as a record id (0 when malformed: the profile then says it was not found). */
export function useRecordId(): number {
  return recordIdOf(useParams().id);
}
