import type { Migration } from 'kysely';
import * as m0001 from './2026_11_21_0001_auth_and_reference';
import * as m0002 from './2026_11_21_0002_clients_assets_programs';
import * as m0003 from './2026_11_21_0003_applications';
import * as m0004 from './2026_11_21_0004_agreements_and_collections';
import * as m0200 from './2026_11_23_0200_hardening';
import * as m2026_11_23_0400 from './2026_11_23_0400_collections_ledger';
import * as m0500 from './2026_11_23_0500_master_list_indexes';
import * as m0910 from './2026_11_23_0910_audit_sign_in';
import * as m1000 from './2026_11_23_1000_application_list_indexes';
import * as m1300 from './2026_11_23_1300_document_analysis_jobs';
import * as m1900 from './2026_11_23_1900_agreement_generation';
import * as m2000 from './2026_11_23_2000_interest_method';
import * as m2026_11_27_1200 from './2026_11_27_1200_settlement_ledger_kinds';
import * as m2026_11_27_1300 from './2026_11_27_1300_agreement_summary';
import * as m2026_11_27_1310 from './2026_11_27_1310_open_application_index';
import * as m2026_11_27_1545 from './2026_11_27_1545_collection_hp_no_cover';
import * as m2026_11_27_1551 from './2026_11_27_1551_list_search_text';
import * as m2026_11_27_1553 from './2026_11_27_1553_master_list_totals';
import * as m2026_11_27_1600 from './2026_11_27_1600_not_collection_index';
import * as m2026_11_27_1615 from './2026_11_27_1615_collection_analytics';
import * as m2026_11_27_1620 from './2026_11_27_1620_dashboard_approval_indexes';
import * as m2026_11_27_1631 from './2026_11_27_1631_list_orders';
import * as m2026_11_27_1647 from './2026_11_27_1647_collection_instalment_due_cover';
import * as m2026_11_27_2115 from './2026_11_27_2115_master_record_search';
import * as m2026_11_27_2120 from './2026_11_27_2120_collection_list_search';
import * as m2026_11_27_2140 from './2026_11_27_2140_master_record_search_integers';
import * as m2026_11_27_2145 from './2026_11_27_2145_collection_total';
import * as m2026_11_28_0000 from './2026_11_28_0000_data_version';
import * as m2026_11_28_1000 from './2026_11_28_1000_payment_method_reference';
import * as m2026_11_28_1100 from './2026_11_28_1100_src_report_versions';
import * as m2026_11_28_1200 from './2026_11_28_1200_read_models_home';
import * as m2026_11_28_1300 from './2026_11_28_1300_summary_first_due_date';
import * as m2026_11_28_1400 from './2026_11_28_1400_api_tokens';
import * as m2026_11_28_1500 from './2026_11_28_1500_bank_statements';
import * as m2026_11_28_1600 from './2026_11_28_1600_bank_statement_line_order';
import * as m2026_11_28_1700 from './2026_11_28_1700_arrears';
import * as m2026_11_28_1710 from './2026_11_28_1710_recovery';
import * as m2026_11_28_1720 from './2026_11_28_1720_fifth_schedule_served';
import * as m2026_11_28_2330 from './2026_11_28_2330_collection_analytics_stale';
import * as m2026_11_28_2345 from './2026_11_28_2345_collection_pending';
import * as m2026_12_07_1930 from './2026_12_07_1930_statement_line_booking_date';
import * as m2026_12_07_2000 from './2026_12_07_2000_statement_line_part_posted';
import * as m2026_12_07_2100 from './2026_12_07_2100_bank_account_currency';
import * as m2026_12_07_2200 from './2026_12_07_2200_api_token_people';
import * as m2026_12_08_0000 from './2026_12_08_0000_recovery_statutory_steps';
import * as m2026_12_08_0100 from './2026_12_08_0100_arrears_withdrawal';
import * as m2026_12_08_0105 from './2026_12_08_0105_hp_no_search_key';
import * as m2026_12_08_0200 from './2026_12_08_0200_late_charge_rate';
import * as m2026_12_08_0300 from './2026_12_08_0300_late_charge_postings';
import * as m2026_12_09_0200 from './2026_12_09_0200_job_table_drained';

/** Every migration, by name. Append new ones; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_auth_and_reference': m0001,
  '2026_11_21_0002_clients_assets_programs': m0002,
  '2026_11_21_0003_applications': m0003,
  '2026_11_21_0004_agreements_and_collections': m0004,
  '2026_11_23_0200_hardening': m0200,
  '2026_11_23_0400_collections_ledger': m2026_11_23_0400,
  '2026_11_23_0500_master_list_indexes': m0500,
  '2026_11_23_1300_document_analysis_jobs': m1300,
  '2026_11_23_0910_audit_sign_in': m0910,
  '2026_11_23_1000_application_list_indexes': m1000,
  '2026_11_23_1900_agreement_generation': m1900,
  '2026_11_23_2000_interest_method': m2000,
  '2026_11_27_1200_settlement_ledger_kinds': m2026_11_27_1200,
  '2026_11_27_1300_agreement_summary': m2026_11_27_1300,
  '2026_11_27_1310_open_application_index': m2026_11_27_1310,
  '2026_11_27_1545_collection_hp_no_cover': m2026_11_27_1545,
  '2026_11_27_1551_list_search_text': m2026_11_27_1551,
  '2026_11_27_1553_master_list_totals': m2026_11_27_1553,
  '2026_11_27_1600_not_collection_index': m2026_11_27_1600,
  '2026_11_27_1615_collection_analytics': m2026_11_27_1615,
  '2026_11_27_1620_dashboard_approval_indexes': m2026_11_27_1620,
  '2026_11_27_1631_list_orders': m2026_11_27_1631,
  '2026_11_27_1647_collection_instalment_due_cover': m2026_11_27_1647,
  '2026_11_27_2115_master_record_search': m2026_11_27_2115,
  '2026_11_27_2120_collection_list_search': m2026_11_27_2120,
  '2026_11_27_2140_master_record_search_integers': m2026_11_27_2140,
  '2026_11_27_2145_collection_total': m2026_11_27_2145,
  '2026_11_28_0000_data_version': m2026_11_28_0000,
  '2026_11_28_1000_payment_method_reference': m2026_11_28_1000,
  '2026_11_28_1100_src_report_versions': m2026_11_28_1100,
  '2026_11_28_1200_read_models_home': m2026_11_28_1200,
  '2026_11_28_1300_summary_first_due_date': m2026_11_28_1300,
  '2026_11_28_1400_api_tokens': m2026_11_28_1400,
  '2026_11_28_1500_bank_statements': m2026_11_28_1500,
  '2026_11_28_1600_bank_statement_line_order': m2026_11_28_1600,
  '2026_11_28_1700_arrears': m2026_11_28_1700,
  '2026_11_28_1710_recovery': m2026_11_28_1710,
  '2026_11_28_1720_fifth_schedule_served': m2026_11_28_1720,
  '2026_11_28_2330_collection_analytics_stale': m2026_11_28_2330,
  '2026_11_28_2345_collection_pending': m2026_11_28_2345,
  '2026_12_07_1930_statement_line_booking_date': m2026_12_07_1930,
  '2026_12_07_2000_statement_line_part_posted': m2026_12_07_2000,
  '2026_12_07_2100_bank_account_currency': m2026_12_07_2100,
  '2026_12_07_2200_api_token_people': m2026_12_07_2200,
  '2026_12_08_0000_recovery_statutory_steps': m2026_12_08_0000,
  '2026_12_08_0100_arrears_withdrawal': m2026_12_08_0100,
  '2026_12_08_0105_hp_no_search_key': m2026_12_08_0105,
  '2026_12_08_0200_late_charge_rate': m2026_12_08_0200,
  '2026_12_08_0300_late_charge_postings': m2026_12_08_0300,
  '2026_12_09_0200_job_table_drained': m2026_12_09_0200,
};
