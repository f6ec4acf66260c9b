import { ActionIcon, Button, Group, List, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { RECOMMENDATION_EMPTY } from '@sewabeli/domain';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useRecommendationMutations } from './use-src-report';

export interface RecommendationsSectionProps {
  applicantId: number;
  recommendations: readonly { id: number; comment: string }[];
  disabled: boolean;
}

/** Origination §2 rationales and recommendations: numbered, added, edited and removed at once. */
export function RecommendationsSection({
  applicantId,
  recommendations,
  disabled,
}: RecommendationsSectionProps) {
  const { add, update, remove } = useRecommendationMutations();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; text: string; error: string | null } | null>(null);

  const submitNew = () => {
    if (text.trim() === '') return setError(RECOMMENDATION_EMPTY);
    setError(null);
    add.mutate({ applicantId, comment: text }, { onSuccess: () => setText('') });
  };
  const submitEdit = () => {
    if (!editing) return;
    if (editing.text.trim() === '') return setEditing({ ...editing, error: RECOMMENDATION_EMPTY });
    update.mutate({ id: editing.id, comment: editing.text }, { onSuccess: () => setEditing(null) });
  };

  return (
    <Stack gap="sm">
      {recommendations.length === 0 ? (
        <Text c="gray.8">No Record Found</Text>
      ) : (
        <List type="ordered" spacing="xs" aria-label="Rationales and recommendations">
          {recommendations.map((recommendation) => (
            <List.Item key={recommendation.id}>
              {editing?.id === recommendation.id ? (
                <Group gap="xs" align="flex-start">
                  <TextInput
                    aria-label="Edit the recommendation"
                    value={editing.text}
                    error={editing.error}
                    onChange={(event) =>
                      setEditing({ ...editing, text: event.currentTarget.value, error: null })
                    }
                    w={480}
                  />
                  <ActionIcon
                    aria-label="Save the recommendation"
                    onClick={submitEdit}
                    loading={update.isPending}
                  >
                    <IconCheck size={18} />
                  </ActionIcon>
                  <ActionIcon variant="default" aria-label="Cancel editing" onClick={() => setEditing(null)}>
                    <IconX size={18} />
                  </ActionIcon>
                </Group>
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <Text>{recommendation.comment}</Text>
                  {disabled ? null : (
                    <>
                      <Tooltip label="Edit">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit recommendation ${recommendations.indexOf(recommendation) + 1}`}
                          onClick={() =>
                            setEditing({ id: recommendation.id, text: recommendation.comment, error: null })
                          }
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Remove">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove recommendation ${recommendations.indexOf(recommendation) + 1}`}
                          onClick={() => remove.mutate({ id: recommendation.id })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  )}
                </Group>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {disabled ? null : (
        <Group gap="xs" align="flex-start">
          <TextInput
            aria-label="New recommendation"
            placeholder="Add a rationale or recommendation"
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submitNew();
            }}
            w={520}
          />
          <Button variant="light" onClick={submitNew} loading={add.isPending}>
            Add
          </Button>
        </Group>
      )}
    </Stack>
  );
}
