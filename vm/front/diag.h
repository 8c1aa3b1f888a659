/* diag.h — compile-time diagnostics, printed as CPython prints a SyntaxError: `  File "NAME",
 * line N`, the source line and carets under the span, `SyntaxError: MESSAGE`. The front end and the compiler record errors here and keep going
 * (recovering at the next statement), so one run reports several. */
#ifndef WEFT_FRONT_DIAG_H
#define WEFT_FRONT_DIAG_H

#include <stdio.h>

#include <stdbool.h>

#include "token.h"

#define VM_MAX_ERRORS 20

typedef struct DiagEntry {
  Span span;
  char *message;
} DiagEntry;

/* A string literal with an invalid escape sequence ('\d'): CPython's compile-time
 * DeprecationWarning, for the first one in each literal (span: the literal's token). */
typedef struct DiagEscape {
  Span span;
  char c; /* the character after the backslash */
} DiagEscape;

typedef struct Diag {
  const char *file;
  const char *src;
  DiagEntry entries[VM_MAX_ERRORS];
  int count;
  int dropped; /* errors beyond VM_MAX_ERRORS */
  bool closed;  /* the too-deep error was recorded: it is the only one (vm_diag_too_deep) */
  DiagEscape *escapes; /* malloc'd, in the order the lexer and parser met them */
  int nescapes, capescapes;
} Diag;

void vm_diag_init(Diag *d, const char *file, const char *src);
void vm_diag_free(Diag *d);
void vm_diag_error(Diag *d, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* CPython's compiler gives up on a tree nested deeper than it may recurse (depth.h) with a
 * RecursionError of this message, printed without a place. */
#define VM_DIAG_TOO_DEEP "maximum recursion depth exceeded during compilation"
/* Record that error: it replaces the errors recorded before and no later one is recorded (CPython
 * stops at it; a parser giving up at it meets errors that are only its consequences). */
void vm_diag_too_deep(Diag *d, Span span);
/* The exception class CPython raises for a compile error with this message: "SyntaxError",
 * "IndentationError", "TabError" or "RecursionError". */
const char *vm_diag_class(const char *message);
/* Forget the error recorded at span's start (one a later finding replaces). */
void vm_diag_drop(Diag *d, Span span);
/* Record an invalid escape sequence \c in the literal at span (the first of that literal only). */
void vm_diag_escape(Diag *d, Span span, char c);
/* Print all recorded errors in source order, each in CPython's layout (the first one is what
 * CPython reports; the others are what it would report once that one is fixed). */
void vm_diag_print(const Diag *d, FILE *out);
/* Print the first error (in source order) as CPython's interactive interpreter shows a
 * SyntaxError: `  File "NAME", line N`, the line stripped of its indentation, carets, then
 * `SyntaxError: MESSAGE` (IndentationError or TabError where Python raises those). Without
 * with_line (an error found after parsing, as CPython's compiler finds it), no line. */
void vm_diag_print_python(const Diag *d, bool with_line, FILE *out);
/* Print the source line `line` of src (stripped of leading blanks when strip) and a caret line
 * from col to end_col (1-based columns; carets only on that line). Shared with tracebacks. */
void vm_print_source_caret(FILE *out, const char *src, int line, int col, int end_col,
                           const char *indent, int strip);

#endif
