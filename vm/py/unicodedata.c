/* unicodedata.c — the unicodedata module over ICU (libicuuc): name, lookup, category,
 * bidirectional, combining, east_asian_width, mirrored, decimal, digit, numeric, decomposition,
 * normalize and is_normalized (NFC, NFD, NFKC, NFKD), unidata_version. CPython 3.11 has Unicode
 * 14.0.0 and Debian's ICU 72 has 15.0: a character ICU says is new in 15.0 is treated as
 * unassigned (no name, category 'Cn'), as CPython sees it. lookup uses Weft's own name table
 * (the oracle's names and aliases, as "\N{...}" does). Not here: named sequences in lookup,
 * ucd_3_2_0. */
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/unicode_names.h"
#include "py.h"
#include "stdlib_small.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* Assigned in Unicode 14.0 (CPython 3.11's database)? */
static bool assigned(UChar32 c) {
  UVersionInfo v;
  u_charAge(c, v);
  return v[0] <= 14 && u_charType(c) != U_UNASSIGNED;
}

/* The one character of argument v of fname (which: "argument" or "argument 1"). */
static UChar32 one_char(const char *fname, const char *which, Value v) {
  if (!rt_is_str(v) || RT_AS(Str, v)->nchars != 1) {
    rt_raise(RT_EXC_TypeError, "%s() %s must be a unicode character, not %s", fname, which, rt_type_name(v));
  }
  int len = 1;
  return (UChar32)rt_utf8_decode(rt_str_data(v), &len);
}

static UChar32 arg1(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(fname, argc, kw, 1, 1);
  return one_char(fname, "argument", argv[0]);
}

static const char *category_code(UChar32 c) {
  if (!assigned(c)) return "Cn";
  switch (u_charType(c)) {
  case U_UPPERCASE_LETTER: return "Lu";
  case U_LOWERCASE_LETTER: return "Ll";
  case U_TITLECASE_LETTER: return "Lt";
  case U_MODIFIER_LETTER: return "Lm";
  case U_OTHER_LETTER: return "Lo";
  case U_NON_SPACING_MARK: return "Mn";
  case U_ENCLOSING_MARK: return "Me";
  case U_COMBINING_SPACING_MARK: return "Mc";
  case U_DECIMAL_DIGIT_NUMBER: return "Nd";
  case U_LETTER_NUMBER: return "Nl";
  case U_OTHER_NUMBER: return "No";
  case U_SPACE_SEPARATOR: return "Zs";
  case U_LINE_SEPARATOR: return "Zl";
  case U_PARAGRAPH_SEPARATOR: return "Zp";
  case U_CONTROL_CHAR: return "Cc";
  case U_FORMAT_CHAR: return "Cf";
  case U_PRIVATE_USE_CHAR: return "Co";
  case U_SURROGATE: return "Cs";
  case U_DASH_PUNCTUATION: return "Pd";
  case U_START_PUNCTUATION: return "Ps";
  case U_END_PUNCTUATION: return "Pe";
  case U_CONNECTOR_PUNCTUATION: return "Pc";
  case U_OTHER_PUNCTUATION: return "Po";
  case U_MATH_SYMBOL: return "Sm";
  case U_CURRENCY_SYMBOL: return "Sc";
  case U_MODIFIER_SYMBOL: return "Sk";
  case U_OTHER_SYMBOL: return "So";
  case U_INITIAL_PUNCTUATION: return "Pi";
  case U_FINAL_PUNCTUATION: return "Pf";
  default: return "Cn";
  }
}

static Value ud_category(ARGS) {
  (void)self;
  return rt_str_from_c(category_code(arg1("category", argc, argv, kw)));
}

static Value ud_bidirectional(ARGS) {
  (void)self;
  UChar32 c = arg1("bidirectional", argc, argv, kw);
  static const char *const codes[U_CHAR_DIRECTION_COUNT] = {
      [U_LEFT_TO_RIGHT] = "L",           [U_RIGHT_TO_LEFT] = "R",
      [U_EUROPEAN_NUMBER] = "EN",        [U_EUROPEAN_NUMBER_SEPARATOR] = "ES",
      [U_EUROPEAN_NUMBER_TERMINATOR] = "ET", [U_ARABIC_NUMBER] = "AN",
      [U_COMMON_NUMBER_SEPARATOR] = "CS", [U_BLOCK_SEPARATOR] = "B",
      [U_SEGMENT_SEPARATOR] = "S",       [U_WHITE_SPACE_NEUTRAL] = "WS",
      [U_OTHER_NEUTRAL] = "ON",          [U_LEFT_TO_RIGHT_EMBEDDING] = "LRE",
      [U_LEFT_TO_RIGHT_OVERRIDE] = "LRO", [U_RIGHT_TO_LEFT_ARABIC] = "AL",
      [U_RIGHT_TO_LEFT_EMBEDDING] = "RLE", [U_RIGHT_TO_LEFT_OVERRIDE] = "RLO",
      [U_POP_DIRECTIONAL_FORMAT] = "PDF", [U_DIR_NON_SPACING_MARK] = "NSM",
      [U_BOUNDARY_NEUTRAL] = "BN",       [U_FIRST_STRONG_ISOLATE] = "FSI",
      [U_LEFT_TO_RIGHT_ISOLATE] = "LRI", [U_RIGHT_TO_LEFT_ISOLATE] = "RLI",
      [U_POP_DIRECTIONAL_ISOLATE] = "PDI"};
  if (!assigned(c) || u_charType(c) == U_UNASSIGNED) return rt_str_from_c("");
  int d = u_charDirection(c);
  return rt_str_from_c(d >= 0 && d < U_CHAR_DIRECTION_COUNT && codes[d] ? codes[d] : "");
}

static Value ud_combining(ARGS) {
  (void)self;
  UChar32 c = arg1("combining", argc, argv, kw);
  return rt_int(assigned(c) ? u_getCombiningClass(c) : 0);
}

static Value ud_mirrored(ARGS) {
  (void)self;
  UChar32 c = arg1("mirrored", argc, argv, kw);
  return rt_int(assigned(c) && u_isMirrored(c) ? 1 : 0);
}

static Value ud_east_asian_width(ARGS) {
  (void)self;
  UChar32 c = arg1("east_asian_width", argc, argv, kw);
  if (!assigned(c)) return rt_str_from_c("F"); /* CPython's record for unassigned code points */
  switch (u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH)) {
  case U_EA_AMBIGUOUS: return rt_str_from_c("A");
  case U_EA_HALFWIDTH: return rt_str_from_c("H");
  case U_EA_FULLWIDTH: return rt_str_from_c("F");
  case U_EA_NARROW: return rt_str_from_c("Na");
  case U_EA_WIDE: return rt_str_from_c("W");
  default: return rt_str_from_c("N");
  }
}

/* name, decimal, digit, numeric: (chr, default=...) */
static UChar32 char_and_default(const char *fname, int argc, const Value *argv, const Kwargs *kw, Value *dflt) {
  rt_check_nargs(fname, argc, kw, 1, 2);
  *dflt = argc > 1 ? argv[1] : rt_undef();
  return one_char(fname, "argument 1", argv[0]);
}

static Value or_default(Value dflt, const char *msg) {
  if (rt_is_undef(dflt)) rt_raise(RT_EXC_ValueError, "%s", msg);
  return (rt_incref(dflt), dflt);
}

static Value ud_name(ARGS) {
  (void)self;
  Value dflt;
  UChar32 c = char_and_default("name", argc, argv, kw, &dflt);
  char buf[256];
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = assigned(c) ? u_charName(c, U_UNICODE_CHAR_NAME, buf, sizeof buf, &err) : 0;
  if (U_FAILURE(err) || n <= 0 || n >= (int32_t)sizeof buf) return or_default(dflt, "no such name");
  /* CPython 3.11's database gives the Tangut ideographs no name */
  if (!strncmp(buf, "TANGUT IDEOGRAPH-", 17)) return or_default(dflt, "no such name");
  return rt_str_new(buf, (size_t)n);
}

static Value ud_lookup(ARGS) {
  (void)self;
  rt_check_nargs("lookup", argc, kw, 1, 1);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "lookup() argument must be str, not %s", rt_type_name(argv[0]));
  uint32_t cp;
  if (!rt_unicode_lookup(rt_str_data(argv[0]), (size_t)RT_AS(Str, argv[0])->nbytes, &cp)) {
    Value r = rt_repr(argv[0]);
    int mark = rt_cleanup_push_value(&r);
    Value msg = rt_str_printf("undefined character name %s", rt_str_data(r));
    rt_cleanup_push_value(&msg);
    rt_raise(RT_EXC_KeyError, "%s", rt_str_data(msg));
    rt_cleanup_pop(mark, true);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_utf8_encode(&sb, cp);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static int numeric_type(UChar32 c) { return assigned(c) ? u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE) : U_NT_NONE; }

static Value ud_decimal(ARGS) {
  (void)self;
  Value dflt;
  UChar32 c = char_and_default("decimal", argc, argv, kw, &dflt);
  if (numeric_type(c) != U_NT_DECIMAL) return or_default(dflt, "not a decimal");
  return rt_int((int64_t)u_getNumericValue(c));
}

static Value ud_digit(ARGS) {
  (void)self;
  Value dflt;
  UChar32 c = char_and_default("digit", argc, argv, kw, &dflt);
  int t = numeric_type(c);
  if (t != U_NT_DECIMAL && t != U_NT_DIGIT) return or_default(dflt, "not a digit");
  return rt_int((int64_t)u_getNumericValue(c));
}

static Value ud_numeric(ARGS) {
  (void)self;
  Value dflt;
  UChar32 c = char_and_default("numeric", argc, argv, kw, &dflt);
  if (numeric_type(c) == U_NT_NONE) return or_default(dflt, "not a numeric character");
  return rt_float(u_getNumericValue(c));
}

static Value ud_decomposition(ARGS) {
  (void)self;
  UChar32 c = arg1("decomposition", argc, argv, kw);
  if (!assigned(c) || (c >= 0xAC00 && c <= 0xD7A3)) return rt_str_from_c("");
  static const char *const tags[U_DT_COUNT] = {
      [U_DT_COMPAT] = "<compat>", [U_DT_CIRCLE] = "<circle>",     [U_DT_FINAL] = "<final>",
      [U_DT_FONT] = "<font>",     [U_DT_FRACTION] = "<fraction>", [U_DT_INITIAL] = "<initial>",
      [U_DT_ISOLATED] = "<isolated>", [U_DT_MEDIAL] = "<medial>", [U_DT_NARROW] = "<narrow>",
      [U_DT_NOBREAK] = "<noBreak>", [U_DT_SMALL] = "<small>",     [U_DT_SQUARE] = "<square>",
      [U_DT_SUB] = "<sub>",       [U_DT_SUPER] = "<super>",       [U_DT_VERTICAL] = "<vertical>",
      [U_DT_WIDE] = "<wide>"};
  int type = u_getIntPropertyValue(c, UCHAR_DECOMPOSITION_TYPE);
  if (type == U_DT_NONE) return rt_str_from_c("");
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2 *norm = type == U_DT_CANONICAL ? unorm2_getNFDInstance(&err) : unorm2_getNFKDInstance(&err);
  UChar raw[64];
  int32_t n = U_SUCCESS(err) ? unorm2_getRawDecomposition(norm, c, raw, 64, &err) : -1;
  if (U_FAILURE(err) || n < 0) return rt_str_from_c("");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (type != U_DT_CANONICAL && type >= 0 && type < U_DT_COUNT && tags[type]) rt_sb_puts(&sb, tags[type]);
  for (int32_t i = 0; i < n;) {
    UChar32 d;
    U16_NEXT(raw, i, n, d);
    rt_sb_printf(&sb, "%s%04X", sb.len ? " " : "", (unsigned)d);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* ---- normalization ---- */

static const UNormalizer2 *form_of(Value form, const char *fname) {
  if (!rt_is_str(form)) rt_raise(RT_EXC_TypeError, "%s() argument 1 must be str, not %s", fname, rt_type_name(form));
  const char *f = rt_str_data(form);
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2 *n = NULL;
  if (!strcmp(f, "NFC")) n = unorm2_getNFCInstance(&err);
  else if (!strcmp(f, "NFD")) n = unorm2_getNFDInstance(&err);
  else if (!strcmp(f, "NFKC")) n = unorm2_getNFKCInstance(&err);
  else if (!strcmp(f, "NFKD")) n = unorm2_getNFKDInstance(&err);
  else rt_raise(RT_EXC_ValueError, "invalid normalization form");
  if (U_FAILURE(err) || !n) rt_raise(RT_EXC_RuntimeError, "ICU normalizer unavailable");
  return n;
}

typedef struct U16 {
  UChar *p;
  int32_t n;
} U16;
static void u16_free(void *p) { free(((U16 *)p)->p); }

/* UTF-8 text p[0..nb) in UTF-16 into u (the caller frees u->p, with u16_free registered). */
static void to_u16(const char *p, int64_t nb, U16 *u) {
  if (nb > INT32_MAX / 2) rt_raise(RT_EXC_MemoryError, "%s", "");
  u->p = malloc(sizeof(UChar) * (size_t)(nb + 1));
  if (!u->p) rt_raise(RT_EXC_MemoryError, "%s", "");
  UErrorCode err = U_ZERO_ERROR;
  u_strFromUTF8(u->p, (int32_t)(nb + 1), &u->n, nb ? p : "", (int32_t)nb, &err);
  if (U_FAILURE(err)) rt_raise(RT_EXC_ValueError, "text is not valid UTF-8");
}

typedef struct NormBufs {
  U16 in, out;
  char *utf8;
} NormBufs;
static void norm_free(void *p) {
  NormBufs *b = p;
  free(b->in.p);
  free(b->out.p);
  free(b->utf8);
}

/* The normalization of UTF-8 text p[0..nb) appended to sb. */
static void normalize_into(StrBuf *sb, const UNormalizer2 *norm, const char *p, int64_t nb) {
  NormBufs b = {0};
  int mark = rt_cleanup_push(norm_free, &b);
  to_u16(p, nb, &b.in);
  UErrorCode err = U_ZERO_ERROR;
  int32_t cap = b.in.n * 4 + 16;
  b.out.p = malloc(sizeof(UChar) * (size_t)cap);
  if (!b.out.p) rt_raise(RT_EXC_MemoryError, "%s", "");
  b.out.n = unorm2_normalize(norm, b.in.p, b.in.n, b.out.p, cap, &err);
  if (err == U_BUFFER_OVERFLOW_ERROR) {
    cap = b.out.n + 1;
    free(b.out.p);
    b.out.p = malloc(sizeof(UChar) * (size_t)cap);
    if (!b.out.p) rt_raise(RT_EXC_MemoryError, "%s", "");
    err = U_ZERO_ERROR;
    b.out.n = unorm2_normalize(norm, b.in.p, b.in.n, b.out.p, cap, &err);
  }
  if (U_FAILURE(err)) rt_raise(RT_EXC_ValueError, "normalization failed");
  int32_t n8 = 0;
  err = U_ZERO_ERROR;
  u_strToUTF8(NULL, 0, &n8, b.out.p, b.out.n, &err);
  b.utf8 = malloc((size_t)n8 + 1);
  if (!b.utf8) rt_raise(RT_EXC_MemoryError, "%s", "");
  err = U_ZERO_ERROR;
  u_strToUTF8(b.utf8, n8 + 1, &n8, b.out.p, b.out.n, &err);
  rt_sb_putn(sb, b.utf8, (size_t)n8);
  rt_cleanup_pop(mark, true);
}

/* A character ICU decomposes that CPython's Unicode 14.0 does not have: left as it is, with
 * the text on each side normalized apart (an unassigned code point is a starter that composes
 * with nothing). */
static bool newer_decomposing(UChar32 c) {
  return !assigned(c) && u_getIntPropertyValue(c, UCHAR_DECOMPOSITION_TYPE) != U_DT_NONE;
}

static Value ud_normalize(ARGS) {
  (void)self;
  rt_check_nargs("normalize", argc, kw, 2, 2);
  const UNormalizer2 *norm = form_of(argv[0], "normalize");
  if (!rt_is_str(argv[1])) rt_raise(RT_EXC_TypeError, "normalize() argument 2 must be str, not %s", rt_type_name(argv[1]));
  const char *p = rt_str_data(argv[1]);
  int64_t n = RT_AS(Str, argv[1])->nbytes, start = 0;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < n;) {
    int len = 1;
    UChar32 c = (UChar32)rt_utf8_decode(p + i, &len);
    if (len < 1) len = 1;
    if ((unsigned char)p[i] >= 0xF0 && newer_decomposing(c)) {
      normalize_into(&sb, norm, p + start, i - start);
      rt_sb_putn(&sb, p + i, (size_t)len);
      start = i + len;
    }
    i += len;
  }
  normalize_into(&sb, norm, p + start, n - start);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value ud_is_normalized(ARGS) {
  (void)self;
  rt_check_nargs("is_normalized", argc, kw, 2, 2);
  const UNormalizer2 *norm = form_of(argv[0], "is_normalized");
  if (!rt_is_str(argv[1])) rt_raise(RT_EXC_TypeError, "is_normalized() argument 2 must be str, not %s", rt_type_name(argv[1]));
  U16 in = {0};
  int mark = rt_cleanup_push(u16_free, &in);
  to_u16(rt_str_data(argv[1]), RT_AS(Str, argv[1])->nbytes, &in);
  UErrorCode err = U_ZERO_ERROR;
  UBool ok = unorm2_isNormalized(norm, in.p, in.n, &err);
  rt_cleanup_pop(mark, true);
  return rt_bool(U_SUCCESS(err) && ok);
}

void py_unicodedata_module_init(Value m) {
  rt_module_add_fn(m, "name", ud_name);
  rt_module_add_fn(m, "lookup", ud_lookup);
  rt_module_add_fn(m, "category", ud_category);
  rt_module_add_fn(m, "bidirectional", ud_bidirectional);
  rt_module_add_fn(m, "combining", ud_combining);
  rt_module_add_fn(m, "mirrored", ud_mirrored);
  rt_module_add_fn(m, "east_asian_width", ud_east_asian_width);
  rt_module_add_fn(m, "decimal", ud_decimal);
  rt_module_add_fn(m, "digit", ud_digit);
  rt_module_add_fn(m, "numeric", ud_numeric);
  rt_module_add_fn(m, "decomposition", ud_decomposition);
  rt_module_add_fn(m, "normalize", ud_normalize);
  rt_module_add_fn(m, "is_normalized", ud_is_normalized);
  rt_module_set(m, "unidata_version", rt_str_from_c("14.0.0"));
}
