/* diag.c — recording and printing compile errors with a source line and carets. */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void vm_diag_init(Diag *d, const char *file, const char *src) {
  memset(d, 0, sizeof *d);
  d->file = file;
  d->src = src;
}

void vm_diag_free(Diag *d) {
  for (int i = 0; i < d->count; i++) free(d->entries[i].message);
  d->count = 0;
}

void vm_diag_error(Diag *d, Span span, const char *fmt, ...) {
  /* Two errors at the same position are one problem seen twice (parser recovery). */
  for (int i = 0; i < d->count; i++) {
    if (d->entries[i].span.line == span.line && d->entries[i].span.col == span.col) return;
  }
  if (d->count == VM_MAX_ERRORS) {
    d->dropped++;
    return;
  }
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  DiagEntry *e = &d->entries[d->count++];
  e->span = span;
  e->message = strdup(buf);
}

static const char *line_start(const char *src, int line) {
  const char *p = src;
  for (int l = 1; l < line && *p; p++) {
    if (*p == '\n') l++;
  }
  return p;
}

void vm_print_source_caret(FILE *out, const char *src, int line, int col, int end_col,
                           const char *indent, int strip) {
  if (!src || line < 1) return;
  const char *p = line_start(src, line);
  const char *e = p;
  while (*e && *e != '\n' && *e != '\r') e++;
  int skip = 0;
  if (strip) {
    while (p + skip < e && (p[skip] == ' ' || p[skip] == '\t' || p[skip] == '\f')) skip++;
  }
  while (e > p + skip && (e[-1] == ' ' || e[-1] == '\t')) e--;
  if (e == p + skip) return;
  fprintf(out, "%s%.*s\n", indent, (int)(e - p - skip), p + skip);
  int len = (int)(e - p);
  if (col < 1 || col > len + 1) return;
  if (end_col <= col) end_col = col + 1;
  if (end_col > len + 2) end_col = len + 2;
  if (col == len + 1) end_col = col + 1;
  /* Like Python, no carets when they would underline the whole line anyway. */
  if (strip && col - 1 == skip && end_col - 1 == len) return;
  fputs(indent, out);
  for (int i = skip; i < col - 1; i++) fputc(p[i] == '\t' ? '\t' : ' ', out);
  for (int i = col; i < end_col; i++) fputc('^', out);
  fputc('\n', out);
}

static int by_position(const void *a, const void *b) {
  const DiagEntry *x = a, *y = b;
  if (x->span.line != y->span.line) return x->span.line - y->span.line;
  return x->span.col - y->span.col;
}

void vm_diag_print(const Diag *d, FILE *out) {
  DiagEntry sorted[VM_MAX_ERRORS];
  memcpy(sorted, d->entries, sizeof(DiagEntry) * (size_t)d->count);
  qsort(sorted, (size_t)d->count, sizeof sorted[0], by_position);
  for (int i = 0; i < d->count; i++) {
    const DiagEntry *e = &sorted[i];
    fprintf(out, "%s:%d:%d: error: %s\n", d->file, e->span.line, e->span.col, e->message);
    int end = e->span.end_line == e->span.line ? e->span.end_col : 1 << 30;
    vm_print_source_caret(out, d->src, e->span.line, e->span.col, end, "", 0);
  }
  if (d->dropped) fprintf(out, "%s: %d more errors not shown\n", d->file, d->dropped);
}
