/* csv_internal.h — what csv.c (reader, writer) and csv_dialect.c (dialects by name) share. */
#ifndef WEFT_CSV_INTERNAL_H
#define WEFT_CSV_INTERNAL_H

#include <stdbool.h>

#include "../obj/objects.h"

enum { QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE };

typedef struct Dialect {
  char delimiter, quotechar;
  bool skipinitialspace;
  int quoting;
  char lineterminator[8];
  char escapechar; /* 0: none */
  bool doublequote, strict;
} Dialect;

/* The excel dialect's options, where every dialect starts. */
#define CSV_EXCEL {',', '"', false, QUOTE_MINIMAL, "\r\n", 0, true, false}

/* Overrides d's options with those of dialect: a registered name, or an object (a Dialect
 * class such as csv.excel_tab, or what get_dialect returns) read through its attributes. */
void csv_dialect_apply(Dialect *d, Value dialect);
/* Sets one option (name = value) of d; false when name is no dialect option. */
bool csv_dialect_option(Dialect *d, const char *name, Value v);
/* register_dialect, get_dialect, list_dialects, unregister_dialect, field_size_limit-free
 * Dialect classes (Dialect, excel, excel_tab, unix_dialect) and Error, into module m. */
void csv_dialect_init(Value m);
/* csv.Sniffer into module m (csv_sniffer.c). */
void csv_sniffer_init(Value m);

#endif
