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
  free(d->escapes);
  d->escapes = NULL;
  d->nescapes = d->capescapes = 0;
}

void vm_diag_escape(Diag *d, Span span, char c) {
  if (d->nescapes > 0) {
    Span last = d->escapes[d->nescapes - 1].span;
    if (last.line == span.line && last.col == span.col) return; /* that literal's first is said */
  }
  if (d->nescapes == d->capescapes) {
    int cap = d->capescapes ? d->capescapes * 2 : 8;
    DiagEscape *more = realloc(d->escapes, sizeof *more * (size_t)cap);
    if (!more) return; /* a warning lost rather than a crash */
    d->escapes = more;
    d->capescapes = cap;
  }
  d->escapes[d->nescapes++] = (DiagEscape){span, c};
}

void vm_diag_too_deep(Diag *d, Span span) {
  if (d->closed) return;
  for (int i = 0; i < d->count; i++) free(d->entries[i].message);
  d->count = d->dropped = 0;
  vm_diag_error(d, span, "%s", VM_DIAG_TOO_DEEP);
  d->closed = true;
}

void vm_diag_error(Diag *d, Span span, const char *fmt, ...) {
  if (d->closed) return;
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

void vm_diag_drop(Diag *d, Span span) {
  for (int i = 0; i < d->count; i++) {
    if (d->entries[i].span.line != span.line || d->entries[i].span.col != span.col) continue;
    free(d->entries[i].message);
    memmove(&d->entries[i], &d->entries[i + 1], sizeof *d->entries * (size_t)(d->count - i - 1));
    d->count--;
    return;
  }
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

/* The exception class CPython raises for this message: its indentation errors are subclasses. */
const char *vm_diag_class(const char *message) {
  static const char *const indentation[] = {"unexpected indent", "expected an indented block",
                                            "unindent does not match", "unexpected unindent",
                                            "too many levels of indentation"};
  for (size_t i = 0; i < sizeof indentation / sizeof indentation[0]; i++) {
    if (strncmp(message, indentation[i], strlen(indentation[i])) == 0) return "IndentationError";
  }
  if (strncmp(message, "inconsistent use of tabs", 24) == 0) return "TabError";
  if (strcmp(message, VM_DIAG_TOO_DEEP) == 0) return "RecursionError";
  return "SyntaxError";
}

/* The line without its indentation, four spaces in, and carets under the span (from its column
 * to its end on that line, at least one; none for an unexpected indent, after the line for an
 * unindent that matches no block, as Python). */
static void python_source_line(FILE *out, const char *src, const DiagEntry *e) {
  const char *p = line_start(src, e->span.line);
  const char *end = p;
  while (*end && *end != '\n' && *end != '\r') end++;
  int skip = 0;
  while (p + skip < end && (p[skip] == ' ' || p[skip] == '\t' || p[skip] == '\f')) skip++;
  while (end > p + skip && (end[-1] == ' ' || end[-1] == '\t')) end--;
  if (strncmp(e->message, "Exceeds the limit", 17) == 0 && e->span.end_line == e->span.line) {
    /* CPython shows the literal alone, without carets */
    int from = e->span.col - 1, to = e->span.end_col - 1;
    if (from >= 0 && to > from && to <= end - p) fprintf(out, "    %.*s\n", to - from, p + from);
    return;
  }
  fprintf(out, "    %.*s\n", (int)(end - p - skip), p + skip);
  if (strncmp(e->message, "unexpected indent", 17) == 0) return;
  if (strncmp(e->message, "inconsistent use of tabs", 24) == 0) return;
  if (e->span.col == 0) return; /* the end of a file: no column */
  int len = (int)(end - p - skip), col = e->span.col - 1 - skip, width = 1;
  if (col < 0) col = 0;
  if (col > len || strncmp(e->message, "unindent does not match", 23) == 0) col = len;
  if (e->span.end_line == e->span.line && e->span.end_col > e->span.col)
    width = e->span.end_col - e->span.col;
  else if (e->span.end_line > e->span.line && len > col)
    width = len - col; /* a statement over several lines: to the end of its first line */
  if (width > len + 1 - col) width = len + 1 - col;
  fputs("    ", out);
  for (int i = 0; i < col; i++) fputc(p[skip + i] == '\t' ? '\t' : ' ', out); /* col <= len */
  for (int i = 0; i < width; i++) fputc('^', out);
  fputc('\n', out);
}

/* One error as CPython shows a SyntaxError: the file and line, the source line with carets, the
 * class and message. A file that is not UTF-8 is reported on the message line alone, as there. */
static int count_lines(const char *src) {
  int n = 0;
  for (const char *p = src; *p; p++) n += *p == '\n';
  return n + (*src && src[strlen(src) - 1] != '\n');
}

static void print_python_entry(const Diag *d, const DiagEntry *e, bool with_line, bool file,
                               FILE *out) {
  DiagEntry at_end;
  if (d->src && e->span.line > count_lines(d->src)) {
    /* the input ended (a block missing): CPython names the last line, with no caret in a file
     * and one at the prompt, where the blank line that ends the block is that last line */
    int last = count_lines(d->src), col = file ? 0 : e->span.col;
    at_end = *e;
    at_end.span = (Span){last, col, last, col + !file};
    e = &at_end;
  }
  if (strncmp(e->message, "Non-UTF-8 code", 14) != 0 && strcmp(e->message, VM_DIAG_TOO_DEEP) != 0) {
    fprintf(out, "  File \"%s\", line %d\n", d->file, e->span.line);
    if (with_line && d->src) python_source_line(out, d->src, e);
  }
  fprintf(out, "%s: %s\n", vm_diag_class(e->message), e->message);
}

void vm_diag_print(const Diag *d, FILE *out) {
  DiagEntry sorted[VM_MAX_ERRORS];
  memcpy(sorted, d->entries, sizeof(DiagEntry) * (size_t)d->count);
  qsort(sorted, (size_t)d->count, sizeof sorted[0], by_position);
  for (int i = 0; i < d->count; i++) print_python_entry(d, &sorted[i], true, true, out);
  if (d->dropped) fprintf(out, "%s: %d more errors not shown\n", d->file, d->dropped);
}

void vm_diag_print_python(const Diag *d, bool with_line, FILE *out) {
  if (d->count == 0) return;
  const DiagEntry *first = &d->entries[0];
  for (int i = 1; i < d->count; i++) {
    if (by_position(&d->entries[i], first) < 0) first = &d->entries[i];
  }
  print_python_entry(d, first, with_line, false, out);
}
