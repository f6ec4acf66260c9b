import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  AgreementDocumentTable,
  AgreementSerialTable,
  ApplicantProductPaymentRevisionTable,
  ApplicantProductPaymentTable,
  ApplicantProductRescheduleApprovalTable,
  ApplicantProductRescheduleShiftTable,
  ApplicantProductRescheduleTable,
  ApplicantProductSummaryTable,
  ApplicantProductTable,
  ApplicantProductTransactionTable,
  CollectionAnalyticsStaleTable,
  CollectionDayTable,
  CollectionInstalmentTable,
  CollectionLineLedgerTable,
  CollectionLineTable,
  CollectionPendingTable,
  CollectionTotalTable,
  MasterRecordDailyTotalsTable,
  MasterRecordSearchTable,
} from './tables/agreements';
import type {
  ApplicantActivityTable,
  ApplicantAgeingTable,
  ApplicantCommentTable,
  ApplicantCreditInfoTable,
  ApplicantCriteriaTable,
  ApplicantDocumentTable,
  ApplicantFactorTable,
  ApplicantFinancialAnalysisTable,
  ApplicantGuarantorTable,
  ApplicantRecommendationTable,
  ApplicantSrcReportTable,
  ApplicantTable,
  ApplicantWitnessTable,
} from './tables/applications';
import type {
  ArrearsLadderStepTable,
  ArrearsMessageTable,
  ArrearsPromiseTable,
  ArrearsProposalTable,
} from './tables/arrears';
import type {
  ApiTokenRateTable,
  ApiTokenTable,
  AuditLogTable,
  DepartmentTable,
  LoginAttemptTable,
  RoleTable,
  SessionTable,
  StoredFileTable,
  UserAuthTable,
  UserTable,
} from './tables/auth';
import type {
  BankAccountTable,
  BankStatementAllocationTable,
  BankStatementLineTable,
  BankStatementTable,
} from './tables/bank-statements';
import type { BrandTable, HirerContactTable, HirerTable, ProductTable, VendorTable } from './tables/clients';
import type { DataTouchTable, DataVersionSlotTable, DataVersionTable } from './tables/data-version';
import type {
  CriteriaTable,
  FactorAttributeTable,
  FactorTable,
  FinancialProgramTable,
  FinancialProgramTierTable,
} from './tables/programs';
import type {
  ApplicantProductChargeTable,
  RecoveryCaseStageTable,
  RecoveryCaseTable,
  RecoveryDisposalTable,
  RecoveryGuarantorServiceTable,
  RecoveryNoticeFileTable,
  RecoveryPhotoTable,
  RecoveryRepossessionTable,
  RecoveryValuationTable,
  WriteOffApprovalTable,
  WriteOffRequestTable,
} from './tables/recovery';
import type { ProgressTable, ResourceTable } from './tables/reference';

/**
 * The schema as Kysely sees it through CamelCasePlugin: table and column names camelCase here, snake_case in
 * PostgreSQL. numeric columns are strings, dates 'YYYY-MM-DD' strings, timestamptz Date, jsonb parsed (written
 * as JSON text).
 */
export interface Database {
  role: RoleTable;
  department: DepartmentTable;
  user: UserTable;
  userAuth: UserAuthTable;
  session: SessionTable;
  apiToken: ApiTokenTable;
  apiTokenRate: ApiTokenRateTable;
  loginAttempt: LoginAttemptTable;
  auditLog: AuditLogTable;
  storedFile: StoredFileTable;
  resource: ResourceTable;
  progress: ProgressTable;
  hirer: HirerTable;
  hirerContact: HirerContactTable;
  brand: BrandTable;
  product: ProductTable;
  vendor: VendorTable;
  criteria: CriteriaTable;
  financialProgram: FinancialProgramTable;
  financialProgramTier: FinancialProgramTierTable;
  factor: FactorTable;
  factorAttribute: FactorAttributeTable;
  applicant: ApplicantTable;
  applicantDocument: ApplicantDocumentTable;
  applicantGuarantor: ApplicantGuarantorTable;
  applicantWitness: ApplicantWitnessTable;
  applicantFactor: ApplicantFactorTable;
  applicantCriteria: ApplicantCriteriaTable;
  applicantRecommendation: ApplicantRecommendationTable;
  applicantComment: ApplicantCommentTable;
  applicantActivity: ApplicantActivityTable;
  applicantSrcReport: ApplicantSrcReportTable;
  applicantCreditInfo: ApplicantCreditInfoTable;
  applicantFinancialAnalysis: ApplicantFinancialAnalysisTable;
  applicantAgeing: ApplicantAgeingTable;
  applicantProduct: ApplicantProductTable;
  agreementDocument: AgreementDocumentTable;
  agreementSerial: AgreementSerialTable;
  applicantProductTransaction: ApplicantProductTransactionTable;
  applicantProductPayment: ApplicantProductPaymentTable;
  applicantProductSummary: ApplicantProductSummaryTable;
  masterRecordDailyTotals: MasterRecordDailyTotalsTable;
  masterRecordSearch: MasterRecordSearchTable;
  applicantProductReschedule: ApplicantProductRescheduleTable;
  applicantProductRescheduleApproval: ApplicantProductRescheduleApprovalTable;
  applicantProductPaymentRevision: ApplicantProductPaymentRevisionTable;
  applicantProductRescheduleShift: ApplicantProductRescheduleShiftTable;
  collectionLine: CollectionLineTable;
  collectionLineLedger: CollectionLineLedgerTable;
  collectionInstalment: CollectionInstalmentTable;
  collectionDay: CollectionDayTable;
  collectionAnalyticsStale: CollectionAnalyticsStaleTable;
  collectionTotal: CollectionTotalTable;
  collectionPending: CollectionPendingTable;
  dataVersion: DataVersionTable;
  dataVersionSlot: DataVersionSlotTable;
  dataTouch: DataTouchTable;
  bankAccount: BankAccountTable;
  bankStatement: BankStatementTable;
  bankStatementLine: BankStatementLineTable;
  bankStatementAllocation: BankStatementAllocationTable;
  arrearsLadderStep: ArrearsLadderStepTable;
  arrearsProposal: ArrearsProposalTable;
  arrearsPromise: ArrearsPromiseTable;
  arrearsMessage: ArrearsMessageTable;
  recoveryCase: RecoveryCaseTable;
  recoveryCaseStage: RecoveryCaseStageTable;
  recoveryRepossession: RecoveryRepossessionTable;
  recoveryNoticeFile: RecoveryNoticeFileTable;
  recoveryGuarantorService: RecoveryGuarantorServiceTable;
  recoveryPhoto: RecoveryPhotoTable;
  recoveryValuation: RecoveryValuationTable;
  applicantProductCharge: ApplicantProductChargeTable;
  recoveryDisposal: RecoveryDisposalTable;
  writeOffRequest: WriteOffRequestTable;
  writeOffApproval: WriteOffApprovalTable;
}

// Row, insert and update shapes of each table.
export type Role = Selectable<RoleTable>;
export type NewRole = Insertable<RoleTable>;
export type RoleUpdate = Updateable<RoleTable>;
export type Department = Selectable<DepartmentTable>;
export type NewDepartment = Insertable<DepartmentTable>;
export type DepartmentUpdate = Updateable<DepartmentTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type UserAuth = Selectable<UserAuthTable>;
export type NewUserAuth = Insertable<UserAuthTable>;
export type UserAuthUpdate = Updateable<UserAuthTable>;
export type Session = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
export type SessionUpdate = Updateable<SessionTable>;
export type LoginAttempt = Selectable<LoginAttemptTable>;
export type NewLoginAttempt = Insertable<LoginAttemptTable>;
export type LoginAttemptUpdate = Updateable<LoginAttemptTable>;
export type AuditLog = Selectable<AuditLogTable>;
export type NewAuditLog = Insertable<AuditLogTable>;
export type AuditLogUpdate = Updateable<AuditLogTable>;
export type StoredFile = Selectable<StoredFileTable>;
export type NewStoredFile = Insertable<StoredFileTable>;
export type StoredFileUpdate = Updateable<StoredFileTable>;
export type Resource = Selectable<ResourceTable>;
export type NewResource = Insertable<ResourceTable>;
export type ResourceUpdate = Updateable<ResourceTable>;
export type Progress = Selectable<ProgressTable>;
export type NewProgress = Insertable<ProgressTable>;
export type ProgressUpdate = Updateable<ProgressTable>;
export type Hirer = Selectable<HirerTable>;
export type NewHirer = Insertable<HirerTable>;
export type HirerUpdate = Updateable<HirerTable>;
export type HirerContact = Selectable<HirerContactTable>;
export type NewHirerContact = Insertable<HirerContactTable>;
export type HirerContactUpdate = Updateable<HirerContactTable>;
export type Brand = Selectable<BrandTable>;
export type NewBrand = Insertable<BrandTable>;
export type BrandUpdate = Updateable<BrandTable>;
export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type Vendor = Selectable<VendorTable>;
export type NewVendor = Insertable<VendorTable>;
export type VendorUpdate = Updateable<VendorTable>;
export type Criteria = Selectable<CriteriaTable>;
export type NewCriteria = Insertable<CriteriaTable>;
export type CriteriaUpdate = Updateable<CriteriaTable>;
export type FinancialProgram = Selectable<FinancialProgramTable>;
export type NewFinancialProgram = Insertable<FinancialProgramTable>;
export type FinancialProgramUpdate = Updateable<FinancialProgramTable>;
export type FinancialProgramTier = Selectable<FinancialProgramTierTable>;
export type NewFinancialProgramTier = Insertable<FinancialProgramTierTable>;
export type FinancialProgramTierUpdate = Updateable<FinancialProgramTierTable>;
export type Factor = Selectable<FactorTable>;
export type NewFactor = Insertable<FactorTable>;
export type FactorUpdate = Updateable<FactorTable>;
export type FactorAttribute = Selectable<FactorAttributeTable>;
export type NewFactorAttribute = Insertable<FactorAttributeTable>;
export type FactorAttributeUpdate = Updateable<FactorAttributeTable>;
export type Applicant = Selectable<ApplicantTable>;
export type NewApplicant = Insertable<ApplicantTable>;
export type ApplicantUpdate = Updateable<ApplicantTable>;
export type ApplicantDocument = Selectable<ApplicantDocumentTable>;
export type NewApplicantDocument = Insertable<ApplicantDocumentTable>;
export type ApplicantDocumentUpdate = Updateable<ApplicantDocumentTable>;
export type ApplicantGuarantor = Selectable<ApplicantGuarantorTable>;
export type NewApplicantGuarantor = Insertable<ApplicantGuarantorTable>;
export type ApplicantGuarantorUpdate = Updateable<ApplicantGuarantorTable>;
export type ApplicantWitness = Selectable<ApplicantWitnessTable>;
export type NewApplicantWitness = Insertable<ApplicantWitnessTable>;
export type ApplicantWitnessUpdate = Updateable<ApplicantWitnessTable>;
export type ApplicantFactor = Selectable<ApplicantFactorTable>;
export type NewApplicantFactor = Insertable<ApplicantFactorTable>;
export type ApplicantFactorUpdate = Updateable<ApplicantFactorTable>;
export type ApplicantCriteria = Selectable<ApplicantCriteriaTable>;
export type NewApplicantCriteria = Insertable<ApplicantCriteriaTable>;
export type ApplicantCriteriaUpdate = Updateable<ApplicantCriteriaTable>;
export type ApplicantRecommendation = Selectable<ApplicantRecommendationTable>;
export type NewApplicantRecommendation = Insertable<ApplicantRecommendationTable>;
export type ApplicantRecommendationUpdate = Updateable<ApplicantRecommendationTable>;
export type ApplicantComment = Selectable<ApplicantCommentTable>;
export type NewApplicantComment = Insertable<ApplicantCommentTable>;
export type ApplicantCommentUpdate = Updateable<ApplicantCommentTable>;
export type ApplicantActivity = Selectable<ApplicantActivityTable>;
export type NewApplicantActivity = Insertable<ApplicantActivityTable>;
export type ApplicantActivityUpdate = Updateable<ApplicantActivityTable>;
export type ApplicantSrcReport = Selectable<ApplicantSrcReportTable>;
export type NewApplicantSrcReport = Insertable<ApplicantSrcReportTable>;
export type ApplicantCreditInfo = Selectable<ApplicantCreditInfoTable>;
export type NewApplicantCreditInfo = Insertable<ApplicantCreditInfoTable>;
export type ApplicantCreditInfoUpdate = Updateable<ApplicantCreditInfoTable>;
export type ApplicantFinancialAnalysis = Selectable<ApplicantFinancialAnalysisTable>;
export type NewApplicantFinancialAnalysis = Insertable<ApplicantFinancialAnalysisTable>;
export type ApplicantFinancialAnalysisUpdate = Updateable<ApplicantFinancialAnalysisTable>;
export type ApplicantAgeing = Selectable<ApplicantAgeingTable>;
export type NewApplicantAgeing = Insertable<ApplicantAgeingTable>;
export type ApplicantAgeingUpdate = Updateable<ApplicantAgeingTable>;
export type ApplicantProduct = Selectable<ApplicantProductTable>;
export type NewApplicantProduct = Insertable<ApplicantProductTable>;
export type ApplicantProductUpdate = Updateable<ApplicantProductTable>;
export type AgreementDocument = Selectable<AgreementDocumentTable>;
export type NewAgreementDocument = Insertable<AgreementDocumentTable>;
export type AgreementDocumentUpdate = Updateable<AgreementDocumentTable>;
export type ApplicantProductTransaction = Selectable<ApplicantProductTransactionTable>;
export type NewApplicantProductTransaction = Insertable<ApplicantProductTransactionTable>;
export type ApplicantProductTransactionUpdate = Updateable<ApplicantProductTransactionTable>;
export type ApplicantProductPayment = Selectable<ApplicantProductPaymentTable>;
export type NewApplicantProductPayment = Insertable<ApplicantProductPaymentTable>;
export type ApplicantProductPaymentUpdate = Updateable<ApplicantProductPaymentTable>;
export type ApplicantProductReschedule = Selectable<ApplicantProductRescheduleTable>;
export type NewApplicantProductReschedule = Insertable<ApplicantProductRescheduleTable>;
export type ApplicantProductRescheduleUpdate = Updateable<ApplicantProductRescheduleTable>;
export type ApplicantProductRescheduleApproval = Selectable<ApplicantProductRescheduleApprovalTable>;
export type NewApplicantProductRescheduleApproval = Insertable<ApplicantProductRescheduleApprovalTable>;
export type ApplicantProductRescheduleApprovalUpdate = Updateable<ApplicantProductRescheduleApprovalTable>;
