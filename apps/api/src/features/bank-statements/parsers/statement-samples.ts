/**
 * Statement files for the parsers' tests, written after the formats' published examples (the SWIFT MT940
 * user handbook's sample, the ISO 20022 camt.053.001.02 message definition's example, a Malaysian bank's
 * CSV export) with Malaysian payers and the demo book's agreement numbers.
 */
export const MT940_SAMPLE = `{1:F01MBBEMYKLAXXX0000000000}{2:I940MBBEMYKLXXXXN}{4:
:20:STMT231123001
:25:514011223344
:28C:00231/001
:60F:C261120MYR125000,00
:61:2611211121C4266,67NTRFSBHP20250077//FT2632500123
DUITNOW TRF CR
:86:DUITNOW TRF CR BINAAN TEGUH JAYA SDN BHD
 ANSURAN NOV
:61:2611221122D150,00NCHGNONREF
:86:BANK CHARGES NOV
:61:2611231123C8175,00NTRFNONREF//IBG2611230042
:86:166?00IBG CREDIT?20LOGISTIK UTARA PRIMA?21SB/HP/2025/0902
:62F:C261123MYR137291,67
-}`;

export const CAMT053_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-20261123-0001</MsgId><CreDtTm>2026-11-23T23:00:00+08:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>20261123-514011223344</Id>
      <CreDtTm>2026-11-23T23:00:00+08:00</CreDtTm>
      <Acct><Id><Othr><Id>514011223344</Id></Othr></Id><Ccy>MYR</Ccy></Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="MYR">125000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt>
      </Bal>
      <Bal>
        <Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="MYR">149766.67</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-23</Dt></Dt>
      </Bal>
      <Ntry>
        <Amt Ccy="MYR">4266.67</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-21</Dt></BookgDt>
        <ValDt><Dt>2026-11-21</Dt></ValDt>
        <AcctSvcrRef>DN2611210000123</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>SBHP20250077</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>BINAAN TEGUH JAYA SDN BHD</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>DUITNOW ANSURAN NOV</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
        <AddtlNtryInf>DUITNOW TRF CR</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="MYR">500.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-22</Dt></BookgDt>
        <ValDt><Dt>2026-11-22</Dt></ValDt>
        <AcctSvcrRef>CHG2611220001</AcctSvcrRef>
        <AddtlNtryInf>SERVICE CHARGES</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="MYR">21000.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-23</Dt></BookgDt>
        <ValDt><Dt>2026-11-23</Dt></ValDt>
        <AcctSvcrRef>JP2611230099</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>JP2611230099-1</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="MYR">8175.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>LOGISTIK UTARA PRIMA SDN BHD</Nm></Dbtr></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Ref>SBHP20250902</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>JP2611230099-2</AcctSvcrRef></Refs>
            <AmtDtls><TxAmt><Amt Ccy="MYR">12825.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>KUARI BUKIT BERUNTUNG SDN BHD</Nm></Dbtr></RltdPties>
            <RmtInf><Ustrd>JOMPAY REF1 SB/HP/2024/0388</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
        <AddtlNtryInf>JOMPAY BILLER 45678</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="MYR">99.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <BookgDt><Dt>2026-11-23</Dt></BookgDt>
        <ValDt><Dt>2026-11-24</Dt></ValDt>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

/** A Maybank2u Biz-style export: a title row, debit and credit columns, DD/MM/YYYY. */
export const CSV_SAMPLE = `Transaction Date,Description,Reference,Debit,Credit,Balance
21/11/2026,DUITNOW TRF CR BINAAN TEGUH JAYA,SBHP20250077,,"4,266.67","129,266.67"
22/11/2026,SERVICE CHARGES,,150.00,,"129,116.67"
23/11/2026,HOUSE CHQ DEP 004512 KUARI BUKIT BERUNT,,,"8,123.00","137,239.67"
23/11/2026,HOUSE CHQ DEP 004512 KUARI BUKIT BERUNT,,,"8,123.00","145,362.67"
,CLOSING BALANCE,,,,"145,362.67"
`;

export const CSV_SAMPLE_MAPPING = {
  date: 'Transaction Date',
  description: 'Description',
  reference: 'Reference',
  amount: null,
  credit: 'Credit',
  debit: 'Debit',
  balance: 'Balance',
  dateFormat: 'DD/MM/YYYY',
  decimalStyle: 'dot',
  delimiter: ',',
} as const;
