/* traceback.c — the traceback module: print_exc, format_exc, print_exception,
 * format_exception, format_exception_only, print_tb and format_tb, and sys.exc_info's source.
 * The text is the VM's own (vm/host/traceback.c prints an uncaught exception; it installs its
 * printer here at start-up, py_set_exc_hooks), made into a string through a memory FILE, so a
 * caught exception formats exactly as it would print uncaught: source lines, carets, chained
 * causes and contexts. format_* split the text into CPython's pieces: the "Traceback" header,
 * one string per frame entry, the chaining messages, the exception line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw
#define NO_LIMIT INT64_MIN

static Value (*handled_hook)(void);
static PyExcPrinter print_hook;

void py_set_exc_hooks(Value (*handled)(void), PyExcPrinter print) {
  handled_hook = handled;
  print_hook = print;
}

Value py_handled_exception(void) { return handled_hook ? handled_hook() : rt_none(); }

void py_print_exception(Value exc, PyTbMode mode, int64_t limit, FILE *out) {
  if (!rt_is_exception(exc)) {
    fputs("NoneType: None\n", out);
    return;
  }
  if (print_hook) print_hook(exc, mode, limit, out);
}

/* ---- text ---- */

typedef struct Render {
  Value exc;
  PyTbMode mode;
  int64_t limit;
  char *buf;
  size_t len;
} Render;

static void render_job(void *ud) {
  Render *r = ud;
  FILE *f = open_memstream(&r->buf, &r->len);
  if (!f) rt_raise(RT_EXC_MemoryError, "%s", "");
  py_print_exception(r->exc, r->mode, r->limit, f);
  fclose(f);
}

/* The printed text of exc as a str. */
static Value render(Value exc, PyTbMode mode, int64_t limit) {
  Render r = {exc, mode, limit, NULL, 0};
  if (rt_pcall(render_job, &r)) {
    free(r.buf);
    rt_reraise();
  }
  Value s = rt_str_new(r.buf ? r.buf : "", r.buf ? r.len : 0);
  free(r.buf);
  return s;
}

static bool starts(const char *p, const char *prefix) { return strncmp(p, prefix, strlen(prefix)) == 0; }

/* The margin an exception group's parts are printed in ("    | ", "  + "): its length at the
 * line starting at p, 0 for none. A separator line ("  +-+----", "    +----") is all margin. */
static size_t margin_len(const char *p, const char *end) {
  const char *q = p;
  while (q < end && *q == ' ') q++;
  if (q + 1 >= end || (*q != '|' && *q != '+')) return 0;
  if (q[1] == ' ') return (size_t)(q + 2 - p);
  return *q == '+' && q[1] == '-' ? (size_t)(end - p) : 0;
}

static const char *next_line(const char *p, const char *end) {
  const char *nl = memchr(p, '\n', (size_t)(end - p));
  return nl ? nl + 1 : end;
}

/* Is the line at q inside the same margin (the m characters at p) and not a separator? */
static bool same_margin(const char *p, size_t m, const char *q, const char *end) {
  const char *line_end = next_line(q, end);
  size_t mq = margin_len(q, line_end);
  return mq == m && (m == 0 || memcmp(p, q, m) == 0);
}

static bool chain_message_at(const char *c) { return starts(c, "The above ") || starts(c, "During handling "); }

/* Where the piece starting at p ends: a frame entry takes its indented source and caret lines,
 * a chaining message its blank lines around, an exception line runs to the next blank line
 * before a chaining message or to the end of its margin; a group's separator lines and
 * headers are pieces of one line. Inside a group every line carries the group's margin. */
static const char *piece_end(const char *p, const char *end) {
  const char *q = next_line(p, end);
  size_t m = margin_len(p, q);
  if (p + m >= q) return q; /* a separator */
  const char *c = p + m;
  if (starts(c, "Traceback (") || starts(c, "Exception Group Traceback") || starts(c, "  [Previous")) return q;
  if (starts(c, "  File ")) {
    while (q < end && same_margin(p, m, q, end) && starts(q + m, "    ")) q = next_line(q, end);
    return q;
  }
  if (*c == '\n') { /* "\nThe above exception ...:\n\n" */
    q = next_line(q, end);
    return q < end && same_margin(p, m, q, end) && q[m] == '\n' ? next_line(q, end) : q;
  }
  while (q < end && same_margin(p, m, q, end)) {
    const char *after = next_line(q, end);
    if (q[m] == '\n' && after + m < end && chain_message_at(after + m)) break;
    q = after;
  }
  return q;
}

/* The text cut into CPython's list of strings. */
static Value pieces(Value text) {
  const char *p = rt_str_data(text), *end = p + RT_AS(Str, text)->nbytes;
  Value list = rt_list_new(0);
  int mark = rt_cleanup_push_value(&list);
  while (p < end) {
    const char *q = piece_end(p, end);
    Value s = rt_str_new(p, (size_t)(q - p));
    rt_list_append(list, s);
    rt_decref(s);
    p = q;
  }
  rt_cleanup_pop(mark, false);
  return list;
}

/* text written to file (None or absent: the current sys.stderr) through its write method. */
static void write_to(Value file, Value text) {
  Value target = file, sys = rt_undef(), fn = rt_undef();
  int mark = rt_cleanup_push_value(&sys);
  rt_cleanup_push_value(&fn);
  if (rt_is_undef(file) || rt_is_none(file)) {
    sys = rt_import("sys");
    target = rt_module_lookup(sys, "stderr");
  }
  fn = rt_getattr(target, "write");
  rt_decref(rt_call(fn, 1, &text, NULL));
  rt_cleanup_pop(mark, true);
}

/* ---- arguments ---- */

static int64_t limit_arg(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return NO_LIMIT;
  return rt_to_index(v, "limit");
}

static bool chain_arg(Value v) { return rt_is_undef(v) || rt_truthy(v); }

/* print_exception/format_exception's exc and value: the exception instance to print, or None
 * ("NoneType: None"); value, when given, is it (CPython's older three-argument form). */
static Value exception_arg(Value exc, Value value) {
  Value v = rt_is_undef(value) ? exc : value;
  if (rt_is_none(v) || rt_is_exception(v)) return v;
  const char *what = rt_is_exc_class(v) || rt_is_class(v) ? "type" : rt_type_name(v);
  rt_raise(RT_EXC_TypeError, "Exception expected for value, %s found", what);
}

/* ---- the functions ---- */

static const char *const print_exc_names[] = {"limit", "file", "chain"};
static const char *const format_exc_names[] = {"limit", "chain"};
static const char *const print_exception_names[] = {"exc", "value", "tb", "limit", "file", "chain"};
static const char *const format_exception_names[] = {"exc", "value", "tb", "limit", "chain"};
static const char *const only_names[] = {"exc", "value"};
static const char *const print_tb_names[] = {"tb", "limit", "file"};

static Value t_print_exc(ARGS) {
  (void)self;
  Value a[3];
  py_parse_pyargs("print_exc", argc, argv, kw, 3, print_exc_names, 0, a);
  Value text = render(py_handled_exception(), chain_arg(a[2]) ? PY_TB_CHAIN : PY_TB_ONE, limit_arg(a[0]));
  int mark = rt_cleanup_push_value(&text);
  write_to(a[1], text);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value t_format_exc(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("format_exc", argc, argv, kw, 2, format_exc_names, 0, a);
  return render(py_handled_exception(), chain_arg(a[1]) ? PY_TB_CHAIN : PY_TB_ONE, limit_arg(a[0]));
}

static Value t_print_exception(ARGS) {
  (void)self;
  Value a[6];
  py_parse_pyargs("print_exception", argc, argv, kw, 6, print_exception_names, 1, a);
  Value exc = exception_arg(a[0], a[1]);
  Value text = render(exc, chain_arg(a[5]) ? PY_TB_CHAIN : PY_TB_ONE, limit_arg(a[3]));
  int mark = rt_cleanup_push_value(&text);
  write_to(a[4], text);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value t_format_exception(ARGS) {
  (void)self;
  Value a[5];
  py_parse_pyargs("format_exception", argc, argv, kw, 5, format_exception_names, 1, a);
  Value exc = exception_arg(a[0], a[1]);
  Value text = render(exc, chain_arg(a[4]) ? PY_TB_CHAIN : PY_TB_ONE, limit_arg(a[3]));
  int mark = rt_cleanup_push_value(&text);
  Value list = pieces(text);
  rt_cleanup_pop(mark, true);
  return list;
}

static Value t_format_exception_only(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("format_exception_only", argc, argv, kw, 2, only_names, 1, a);
  Value exc = rt_is_undef(a[1]) ? a[0] : a[1];
  Value line = rt_is_exception(exc) ? rt_exc_line(exc) : rt_str_from_c("NoneType: None");
  int mark = rt_cleanup_push_value(&line);
  if (!rt_is_exception(exc) && !rt_is_none(exc)) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute '__suppress_context__'", rt_type_name(exc));
  }
  Value s = rt_str_printf("%s\n", rt_str_data(line));
  rt_cleanup_pop(mark, true);
  Value list = rt_list_from(1, &s);
  rt_decref(s);
  return list;
}

/* The exception a traceback object belongs to; None gives none (no entries). */
static Value tb_exception(Value tb) {
  Value exc;
  int index;
  if (rt_is_none(tb)) return rt_none();
  if (!rt_traceback_parts(tb, &exc, &index)) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'tb_frame'", rt_type_name(tb));
  }
  return exc;
}

/* The entries from tb on (tb.tb_next starts one further), limit applied to those: one
 * string per entry. */
static Value tb_entries(Value tb, Value limit) {
  Value exc = tb_exception(tb);
  if (rt_is_none(exc)) return rt_list_new(0);
  int index;
  rt_traceback_parts(tb, &exc, &index);
  int64_t lim = limit_arg(limit);
  Value text = render(exc, PY_TB_ENTRIES, index > 0 ? NO_LIMIT : lim);
  int mark = rt_cleanup_push_value(&text);
  Value all = pieces(text);
  rt_cleanup_push_value(&all);
  List *l = RT_AS(List, all);
  int64_t from = index < l->n ? index : l->n, to = l->n;
  if (index > 0 && lim != NO_LIMIT) {
    if (lim >= 0 && from + lim < to) to = from + lim;
    if (lim < 0 && to + lim > from) from = to + lim;
  }
  Value out = rt_list_from(to - from, l->items + from);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value tb_text(Value tb, Value limit) {
  Value list = tb_entries(tb, limit);
  int mark = rt_cleanup_push_value(&list);
  Value empty = rt_str_from_c("");
  rt_cleanup_push_value(&empty);
  Value join = rt_getattr(empty, "join");
  rt_cleanup_push_value(&join);
  Value text = rt_call(join, 1, &list, NULL);
  rt_cleanup_pop(mark, true);
  return text;
}

static Value t_print_tb(ARGS) {
  (void)self;
  Value a[3];
  py_parse_pyargs("print_tb", argc, argv, kw, 3, print_tb_names, 1, a);
  Value text = tb_text(a[0], a[1]);
  int mark = rt_cleanup_push_value(&text);
  write_to(a[2], text);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value t_format_tb(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("format_tb", argc, argv, kw, 2, print_tb_names, 1, a);
  return tb_entries(a[0], a[1]);
}

Value py_tb_entry_texts(Value exc) {
  Value text = render(exc, PY_TB_ENTRIES, NO_LIMIT);
  int mark = rt_cleanup_push_value(&text);
  Value list = pieces(text);
  rt_cleanup_pop(mark, true);
  return list;
}

void rt_traceback_module_init(Value m) {
  py_traceback_stack_init(m);
  rt_module_add_fn(m, "print_exc", t_print_exc);
  rt_module_add_fn(m, "format_exc", t_format_exc);
  rt_module_add_fn(m, "print_exception", t_print_exception);
  rt_module_add_fn(m, "format_exception", t_format_exception);
  rt_module_add_fn(m, "format_exception_only", t_format_exception_only);
  rt_module_add_fn(m, "print_tb", t_print_tb);
  rt_module_add_fn(m, "format_tb", t_format_tb);
}
