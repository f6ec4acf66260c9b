// Frozen (issue 42): the SQL that `installReadModels(db)` ran in migration 2026_11_28_1200_read_models_home, as the read-model code of
// commit 8268b81 (the day the migration was written) spelled it. Generated once from that code; never edit.
export const statements: readonly string[] = [
  `create or replace function data_version_note_always() returns trigger language plpgsql as $$
  begin
    insert into data_touch (xid) values (pg_current_xact_id()) on conflict do nothing;
    return null;
  end $$`,
  `create or replace function data_version_note() returns trigger language plpgsql as $$
  begin
    if exists (select from changed_rows) then
      insert into data_touch (xid) values (pg_current_xact_id()) on conflict do nothing;
    end if;
    return null;
  end $$`,
  `create or replace function data_version_commit() returns trigger language plpgsql as $$
  begin
    update data_version_slot set version = version + 1 where slot = pg_backend_pid() % 64;
    delete from data_touch where xid = new.xid;
    return null;
  end $$`,
  `create or replace function hirer_search_text() returns trigger language plpgsql as $$
  begin
    new.search_text := lower(concat_ws(E'\\n',
      new.name,
      case when new.resource_id = 40 and new.other_business_sector is not null then new.other_business_sector
        else (select r.name from resource r where r.id = new.resource_id) end,
      new.establish_year::text,
      new.registration_no,
      new.shortname));
    return new;
  end $$`,
  `create or replace function applicant_search_text() returns trigger language plpgsql as $$
  begin
    new.search_text := lower(concat_ws(E'\\n',
      (select h.name from hirer h where h.id = new.hirer_id),
      (select p.name from progress p where p.id = new.progress_id),
      to_char(new.created_at at time zone 'UTC', 'DD-MM-YYYY')));
    return new;
  end $$`,
  `create or replace function applicant_product_search_text() returns trigger language plpgsql as $$
  begin
    new.search_text := lower(concat_ws(E'\\n',
      (select h.name from hirer h where h.id = new.hirer_id),
      (select b.name from brand b where b.id = new.brand_id),
      (select p.name from product p where p.id = new.product_id),
      new.engine,
      new.chassis,
      new.manufacture_year::text,
      new.registration_no,
      new.letter_offer,
      new.hp_no,
      new.principle_stamp,
      new.subsidiary_stamp,
      case new.fis when 1 then 'Yes' when 0 then 'No' else 'Pending' end,
      case new.rc_ori when 1 then 'Yes' when 0 then 'No' else 'Pending' end,
      case new.insc when 1 then 'Yes' when 0 then 'No' else 'Pending' end,
      (select r.name from resource r where r.id = new.agent_id),
      new.cover_note,
      (new.tenure * 12)::text,
      (select r.name from resource r where r.id = new.resource_id),
      new.salesman));
    return new;
  end $$`,
  `create or replace function search_text_rename() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'hirer' then
      update applicant set search_text = null where hirer_id = new.id;
      update applicant_product set search_text = null where hirer_id = new.id;
    elsif tg_table_name = 'progress' then
      update applicant set search_text = null where progress_id = new.id;
    elsif tg_table_name = 'brand' then
      update applicant_product set search_text = null where brand_id = new.id;
    elsif tg_table_name = 'product' then
      update applicant_product set search_text = null where product_id = new.id;
    elsif tg_table_name = 'resource' then
      update hirer set search_text = null where resource_id = new.id;
      update applicant_product set search_text = null where agent_id = new.id or resource_id = new.id;
    end if;
    return null;
  end $$`,
  `create or replace function applicant_product_summary_derived() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' or new.search_text is null
        or new.unpaid_due_dates is distinct from old.unpaid_due_dates then
      new.overdue_bound := (select max(u.k - (extract(year from u.d)::int * 12 + extract(month from u.d)::int))
        from unnest(new.unpaid_due_dates) with ordinality as u(d, k));
    end if;
    if tg_op = 'INSERT' or new.search_text is null or new.paid_amount is distinct from old.paid_amount then
      new.search_text := (select lower(concat_ws(E'\\n',
          h.name, b.name, p.name, l.hp_no,
          new.paid_amount::numeric(14, 2)::text,
          (l.loan_amount * l.quantity)::numeric(14, 2)::text,
          l.total_payable::text,
          l.tenure::text))
        from applicant_product l
        left join hirer h on h.id = l.hirer_id
        left join brand b on b.id = l.brand_id
        left join product p on p.id = l.product_id
        where l.id = new.applicant_product_id);
    end if;
    return new;
  end $$`,
  `create or replace function collection_search_text_stale() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'applicant_product' then
      update applicant_product_summary set search_text = null where applicant_product_id = new.id;
    elsif tg_table_name = 'hirer' then
      update applicant_product_summary s set search_text = null
        from applicant_product l where l.id = s.applicant_product_id and l.hirer_id = new.id;
    elsif tg_table_name = 'brand' then
      update applicant_product_summary s set search_text = null
        from applicant_product l where l.id = s.applicant_product_id and l.brand_id = new.id;
    elsif tg_table_name = 'product' then
      update applicant_product_summary s set search_text = null
        from applicant_product l where l.id = s.applicant_product_id and l.product_id = new.id;
    end if;
    return null;
  end $$`,
  `create or replace function master_record_daily_totals_apply() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      
  insert into master_record_daily_totals as t (day, records, interest_rate_sum, cost_sum, loan_sum)
  select day, sum(records), sum(interest_rate), sum(cost), sum(loan) from (
  select (created_at at time zone 'Asia/Kuala_Lumpur')::date as day, 1 as records,
    interest_rate as interest_rate, (cost * quantity)::numeric(14,2) as cost,
    (loan_amount * quantity)::numeric(14,2) as loan
  from new_lines where deleted_at is null and hp_no is not null) as change
  group by day
  having sum(records) <> 0 or sum(interest_rate) <> 0 or sum(cost) <> 0 or sum(loan) <> 0
  order by day
  on conflict (day) do update set records = t.records + excluded.records,
    interest_rate_sum = t.interest_rate_sum + excluded.interest_rate_sum,
    cost_sum = t.cost_sum + excluded.cost_sum, loan_sum = t.loan_sum + excluded.loan_sum;
    elsif tg_op = 'DELETE' then
      
  insert into master_record_daily_totals as t (day, records, interest_rate_sum, cost_sum, loan_sum)
  select day, sum(records), sum(interest_rate), sum(cost), sum(loan) from (
  select (created_at at time zone 'Asia/Kuala_Lumpur')::date as day, -1 as records,
    -interest_rate as interest_rate, -(cost * quantity)::numeric(14,2) as cost,
    -(loan_amount * quantity)::numeric(14,2) as loan
  from old_lines where deleted_at is null and hp_no is not null) as change
  group by day
  having sum(records) <> 0 or sum(interest_rate) <> 0 or sum(cost) <> 0 or sum(loan) <> 0
  order by day
  on conflict (day) do update set records = t.records + excluded.records,
    interest_rate_sum = t.interest_rate_sum + excluded.interest_rate_sum,
    cost_sum = t.cost_sum + excluded.cost_sum, loan_sum = t.loan_sum + excluded.loan_sum;
    else
      
  insert into master_record_daily_totals as t (day, records, interest_rate_sum, cost_sum, loan_sum)
  select day, sum(records), sum(interest_rate), sum(cost), sum(loan) from (
  select (created_at at time zone 'Asia/Kuala_Lumpur')::date as day, 1 as records,
    interest_rate as interest_rate, (cost * quantity)::numeric(14,2) as cost,
    (loan_amount * quantity)::numeric(14,2) as loan
  from new_lines where deleted_at is null and hp_no is not null union all 
  select (created_at at time zone 'Asia/Kuala_Lumpur')::date as day, -1 as records,
    -interest_rate as interest_rate, -(cost * quantity)::numeric(14,2) as cost,
    -(loan_amount * quantity)::numeric(14,2) as loan
  from old_lines where deleted_at is null and hp_no is not null) as change
  group by day
  having sum(records) <> 0 or sum(interest_rate) <> 0 or sum(cost) <> 0 or sum(loan) <> 0
  order by day
  on conflict (day) do update set records = t.records + excluded.records,
    interest_rate_sum = t.interest_rate_sum + excluded.interest_rate_sum,
    cost_sum = t.cost_sum + excluded.cost_sum, loan_sum = t.loan_sum + excluded.loan_sum;
    end if;
    return null;
  end $$`,
  `create or replace function master_record_search_apply() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into master_record_search (applicant_product_id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at, interest_rate_e4, cost_sen, loan_sen, search_text) 
  select id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at,
    (interest_rate * 10000)::integer, (cost * quantity * 100)::bigint, (loan_amount * quantity * 100)::bigint,
    search_text
  from new_lines where deleted_at is null and hp_no is not null;
    elsif tg_op = 'DELETE' then
      delete from master_record_search s using old_lines o where s.applicant_product_id = o.id;
    else
      delete from master_record_search where applicant_product_id in (
        select id from old_lines except select id from new_lines where deleted_at is null and hp_no is not null);
      insert into master_record_search as s (applicant_product_id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at, interest_rate_e4, cost_sen, loan_sen, search_text) 
  select id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at,
    (interest_rate * 10000)::integer, (cost * quantity * 100)::bigint, (loan_amount * quantity * 100)::bigint,
    search_text
  from new_lines where deleted_at is null and hp_no is not null
      on conflict (applicant_product_id) do update set
        applicant_id = excluded.applicant_id, hirer_id = excluded.hirer_id, brand_id = excluded.brand_id, product_id = excluded.product_id, agent_id = excluded.agent_id, resource_id = excluded.resource_id, created_at = excluded.created_at, interest_rate_e4 = excluded.interest_rate_e4, cost_sen = excluded.cost_sen, loan_sen = excluded.loan_sen, search_text = excluded.search_text
      where (s.applicant_id, s.hirer_id, s.brand_id, s.product_id, s.agent_id, s.resource_id, s.created_at, s.interest_rate_e4, s.cost_sen, s.loan_sen, s.search_text)
        is distinct from (excluded.applicant_id, excluded.hirer_id, excluded.brand_id, excluded.product_id, excluded.agent_id, excluded.resource_id, excluded.created_at, excluded.interest_rate_e4, excluded.cost_sen, excluded.loan_sen, excluded.search_text);
    end if;
    return null;
  end $$`,
  `create or replace function collection_total_apply() returns trigger language plpgsql as $$
  declare
    delta integer;
  begin
    if tg_op = 'INSERT' then
      delta := (select count(*)::int from new_lines where deleted_at is null and hp_no is not null and agreement_execution is not null);
    elsif tg_op = 'DELETE' then
      delta := -(select count(*)::int from old_lines where deleted_at is null and hp_no is not null and agreement_execution is not null);
    else
      delta := (select count(*)::int from new_lines where deleted_at is null and hp_no is not null and agreement_execution is not null) - (select count(*)::int from old_lines where deleted_at is null and hp_no is not null and agreement_execution is not null);
    end if;
    if delta <> 0 then
      insert into collection_total as t (id, lines) values (true, delta)
        on conflict (id) do update set lines = t.lines + excluded.lines;
    end if;
    return null;
  end $$`,
  `create or replace trigger hirer_search_text before insert or update of
    name, resource_id, other_business_sector, establish_year, registration_no, shortname, search_text
    on hirer for each row execute function hirer_search_text()`,
  `create or replace trigger applicant_search_text before insert or update of
    hirer_id, progress_id, created_at, search_text
    on applicant for each row execute function applicant_search_text()`,
  `create or replace trigger applicant_product_search_text before insert or update of
    hirer_id, brand_id, product_id, engine, chassis, manufacture_year, registration_no, letter_offer, hp_no,
    principle_stamp, subsidiary_stamp, fis, rc_ori, insc, agent_id, cover_note, tenure, resource_id, salesman,
    search_text
    on applicant_product for each row execute function applicant_product_search_text()`,
  `create or replace trigger hirer_search_text_rename after update of name on hirer
      for each row when (old.name is distinct from new.name) execute function search_text_rename()`,
  `create or replace trigger progress_search_text_rename after update of name on progress
      for each row when (old.name is distinct from new.name) execute function search_text_rename()`,
  `create or replace trigger brand_search_text_rename after update of name on brand
      for each row when (old.name is distinct from new.name) execute function search_text_rename()`,
  `create or replace trigger product_search_text_rename after update of name on product
      for each row when (old.name is distinct from new.name) execute function search_text_rename()`,
  `create or replace trigger resource_search_text_rename after update of name on resource
      for each row when (old.name is distinct from new.name) execute function search_text_rename()`,
  `create or replace trigger applicant_product_summary_derived before insert or update
    on applicant_product_summary for each row execute function applicant_product_summary_derived()`,
  `create or replace trigger applicant_product_collection_search_text after update of
    hirer_id, brand_id, product_id, hp_no, loan_amount, quantity, total_payable, tenure
    on applicant_product for each row
    when (old.hirer_id is distinct from new.hirer_id or old.brand_id is distinct from new.brand_id
      or old.product_id is distinct from new.product_id or old.hp_no is distinct from new.hp_no
      or old.loan_amount is distinct from new.loan_amount or old.quantity is distinct from new.quantity
      or old.total_payable is distinct from new.total_payable or old.tenure is distinct from new.tenure)
    execute function collection_search_text_stale()`,
  `create or replace trigger hirer_search_text_renamed_collections after update of name on hirer
      for each row when (old.name is distinct from new.name) execute function collection_search_text_stale()`,
  `create or replace trigger brand_search_text_renamed_collections after update of name on brand
      for each row when (old.name is distinct from new.name) execute function collection_search_text_stale()`,
  `create or replace trigger product_search_text_renamed_collections after update of name on product
      for each row when (old.name is distinct from new.name) execute function collection_search_text_stale()`,
  `create or replace trigger master_record_daily_totals_insert after insert on applicant_product
    referencing new table as new_lines for each statement execute function master_record_daily_totals_apply()`,
  `create or replace trigger master_record_daily_totals_update after update on applicant_product
    referencing old table as old_lines new table as new_lines for each statement execute function master_record_daily_totals_apply()`,
  `create or replace trigger master_record_daily_totals_delete after delete on applicant_product
    referencing old table as old_lines for each statement execute function master_record_daily_totals_apply()`,
  `create or replace trigger master_record_search_insert after insert on applicant_product
    referencing new table as new_lines for each statement execute function master_record_search_apply()`,
  `create or replace trigger master_record_search_update after update on applicant_product
    referencing old table as old_lines new table as new_lines for each statement execute function master_record_search_apply()`,
  `create or replace trigger master_record_search_delete after delete on applicant_product
    referencing old table as old_lines for each statement execute function master_record_search_apply()`,
  `create or replace trigger collection_total_insert after insert on applicant_product
    referencing new table as new_lines for each statement execute function collection_total_apply()`,
  `create or replace trigger collection_total_update after update on applicant_product
    referencing old table as old_lines new table as new_lines for each statement execute function collection_total_apply()`,
  `create or replace trigger collection_total_delete after delete on applicant_product
    referencing old table as old_lines for each statement execute function collection_total_apply()`,
  `create or replace trigger data_version_insert after insert on "agreement_document"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "agreement_document"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "agreement_document"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "agreement_document"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "agreement_serial"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "agreement_serial"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "agreement_serial"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "agreement_serial"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_activity"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_activity"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_activity"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_activity"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_ageing"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_ageing"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_ageing"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_ageing"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_comment"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_comment"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_comment"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_comment"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_credit_info"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_credit_info"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_credit_info"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_credit_info"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_criteria"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_criteria"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_criteria"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_criteria"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_document"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_document"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_document"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_document"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_factor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_factor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_factor"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_factor"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_financial_analysis"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_financial_analysis"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_financial_analysis"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_financial_analysis"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_guarantor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_guarantor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_guarantor"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_guarantor"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product_payment"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product_payment"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product_payment"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product_payment"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product_payment_revision"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product_payment_revision"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product_payment_revision"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product_payment_revision"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product_reschedule"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product_reschedule"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product_reschedule"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product_reschedule"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product_reschedule_approval"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product_reschedule_approval"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product_reschedule_approval"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product_reschedule_approval"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product_reschedule_shift"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product_reschedule_shift"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product_reschedule_shift"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product_reschedule_shift"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product_summary"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product_summary"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product_summary"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product_summary"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_product_transaction"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_product_transaction"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_product_transaction"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_product_transaction"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_recommendation"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_recommendation"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_recommendation"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_recommendation"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_src_report"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_src_report"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_src_report"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_src_report"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "applicant_witness"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "applicant_witness"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "applicant_witness"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "applicant_witness"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "audit_log"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "audit_log"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "audit_log"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "audit_log"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "brand"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "brand"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "brand"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "brand"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "collection_day"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "collection_day"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "collection_day"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "collection_day"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "collection_instalment"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "collection_instalment"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "collection_instalment"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "collection_instalment"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "collection_line"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "collection_line"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "collection_line"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "collection_line"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "collection_line_ledger"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "collection_line_ledger"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "collection_line_ledger"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "collection_line_ledger"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "collection_total"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "collection_total"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "collection_total"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "collection_total"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "criteria"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "criteria"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "criteria"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "criteria"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "department"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "department"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "department"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "department"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "factor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "factor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "factor"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "factor"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "factor_attribute"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "factor_attribute"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "factor_attribute"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "factor_attribute"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "financial_program"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "financial_program"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "financial_program"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "financial_program"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "financial_program_tier"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "financial_program_tier"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "financial_program_tier"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "financial_program_tier"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "hirer"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "hirer"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "hirer"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "hirer"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "hirer_contact"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "hirer_contact"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "hirer_contact"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "hirer_contact"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "job"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "job"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "job"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "job"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "master_record_daily_totals"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "master_record_daily_totals"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "master_record_daily_totals"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "master_record_daily_totals"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "master_record_search"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "master_record_search"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "master_record_search"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "master_record_search"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "product"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "product"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "product"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "product"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "progress"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "progress"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "progress"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "progress"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "resource"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "resource"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "resource"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "resource"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "role"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "role"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "role"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "role"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "stored_file"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "stored_file"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "stored_file"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "stored_file"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "user"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "user"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "user"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "user"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "user_auth"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "user_auth"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "user_auth"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "user_auth"
      for each statement execute function data_version_note_always()`,
  `create or replace trigger data_version_insert after insert on "vendor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_update after update on "vendor"
      referencing new table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_delete after delete on "vendor"
      referencing old table as changed_rows for each statement execute function data_version_note()`,
  `create or replace trigger data_version_truncate after truncate on "vendor"
      for each statement execute function data_version_note_always()`,
];
