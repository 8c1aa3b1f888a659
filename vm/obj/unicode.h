/* unicode.h — the Unicode character database str's methods need, as tables generated from the
 * oracle's (tools/gen_unicode.py → unicode_data.c) and lookups over them (unicode.c): the
 * classes of a code point, its full case mappings, and decimal digit values. */
#ifndef WEFT_RT_UNICODE_H
#define WEFT_RT_UNICODE_H

#include <stdbool.h>
#include <stdint.h>

enum {
  RT_UC_ALPHA = 1 << 0,     /* str.isalpha */
  RT_UC_DECIMAL = 1 << 1,   /* str.isdecimal */
  RT_UC_DIGIT = 1 << 2,     /* str.isdigit */
  RT_UC_NUMERIC = 1 << 3,   /* str.isnumeric */
  RT_UC_SPACE = 1 << 4,     /* str.isspace */
  RT_UC_PRINTABLE = 1 << 5, /* str.isprintable */
  RT_UC_UPPER = 1 << 6,     /* the Uppercase property */
  RT_UC_LOWER = 1 << 7,     /* the Lowercase property */
  RT_UC_TITLE = 1 << 8,     /* category Lt */
  RT_UC_IGNORABLE = 1 << 9, /* Case_Ignorable: what final sigma's context skips */
  RT_UC_XID_START = 1 << 10,
  RT_UC_XID_CONTINUE = 1 << 11,
  RT_UC_CASED = RT_UC_UPPER | RT_UC_LOWER | RT_UC_TITLE
};

typedef enum { RT_UC_TO_UPPER, RT_UC_TO_LOWER, RT_UC_TO_TITLE, RT_UC_TO_FOLD } RtUcCase;

typedef struct RtUcRange {
  uint32_t start; /* the classes below hold from here to the next range's start */
  uint16_t flags;
} RtUcRange;
typedef struct RtUcRun {
  uint32_t lo, hi; /* the code points lo, lo + step, ... hi map to themselves + delta */
  int32_t step, delta;
} RtUcRun;
typedef struct RtUcFull {
  uint32_t cp;
  const char *utf8; /* a mapping to several code points (ß → SS) */
} RtUcFull;
typedef struct RtUcMap {
  const RtUcRun *runs;
  int nruns;
  const RtUcFull *full;
  int nfull;
} RtUcMap;
typedef struct RtUcTables {
  const RtUcRange *ranges;
  int nranges;
  RtUcMap map[4]; /* by RtUcCase */
  const uint32_t *zeros;
  int nzeros;
} RtUcTables;
extern const RtUcTables rt_uc_tables;

unsigned rt_uc_flags(uint32_t c);
/* c's mapping: one code point (the return, c itself when unmapped), or when *full is set the
 * UTF-8 text of a mapping to several. */
uint32_t rt_uc_map(RtUcCase kind, uint32_t c, const char **full);
int rt_uc_decimal(uint32_t c); /* the value of a decimal digit, -1 for other code points */

#endif
