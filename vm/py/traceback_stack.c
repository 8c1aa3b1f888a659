/* traceback_stack.c — the traceback module's objects: FrameSummary (filename, lineno, name,
 * line; a 4-item sequence as well), StackSummary (a list of them, with format() and
 * from_list), extract_tb, extract_stack, format_list, format_stack, walk-free versions of
 * CPython's, and TracebackException (the exception's type, its stack, its cause and context,
 * format() and format_exception_only()). A summary made from a real traceback keeps the text
 * the VM's printer gives its entry (source line and 3.11's carets), so format_list shows what
 * an uncaught exception would; one made by hand is formatted from its fields. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value frame_class, stack_class, tbexc_class; /* borrowed: the module holds them */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"traceback", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* ---- small helpers ---- */

static Value as_tuple(Value v) { return rt_call(rt_builtin_lookup("tuple"), 1, &v, NULL); }

/* obj.name(*argv), a new reference */
static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value fn = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- FrameSummary ---- */

/* Line n (1-based) of a file, stripped; "" when there is none. */
static Value source_line(const char *path, int64_t n) {
  FILE *f = fopen(path, "r");
  if (!f) return rt_str_from_c("");
  char *buf = NULL;
  size_t cap = 0;
  ssize_t len = -1;
  for (int64_t k = 0; k < n && (len = getline(&buf, &cap, f)) >= 0; k++) {}
  fclose(f);
  Value s = rt_str_from_c("");
  if (len > 0) {
    const char *p = buf, *e = buf + len;
    while (p < e && (*p == ' ' || *p == '\t')) p++;
    while (e > p && (e[-1] == '\n' || e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t')) e--;
    rt_decref(s);
    s = rt_str_new(p, (size_t)(e - p));
  }
  free(buf);
  return s;
}

static void set_steal(Value obj, const char *name, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(obj, name, v);
  rt_cleanup_pop(mark, true);
}

/* A FrameSummary of the fields; line RT_UNDEF: looked up in the file. */
static Value frame_new(Value filename, Value lineno, Value name, Value line, Value text) {
  Value fs = rt_instance_new(RT_AS(ClassObj, mod_state()->frame_class));
  int mark = rt_cleanup_push_value(&fs);
  rt_setattr(fs, "filename", filename);
  rt_setattr(fs, "lineno", lineno);
  rt_setattr(fs, "name", name);
  if (!rt_is_undef(line)) rt_setattr(fs, "line", line);
  else if (rt_is_str(filename) && lineno.tag == RT_INT) set_steal(fs, "line", source_line(rt_str_data(filename), lineno.as.i));
  else rt_setattr(fs, "line", rt_none());
  rt_setattr(fs, "_text", text);
  rt_cleanup_pop(mark, false);
  return fs;
}

static const char *const frame_names[] = {"self", "filename", "lineno", "name", "lookup_line", "locals",
                                          "line", "end_lineno", "colno", "end_colno"};

static Value fs_init(ARGS) {
  (void)data;
  Value a[10];
  if (argc > 4) rt_raise(RT_EXC_TypeError, "FrameSummary.__init__() takes 4 positional arguments but %d were given", argc);
  py_parse_pyargs("FrameSummary.__init__", argc, argv, kw, 10, frame_names, 4, a);
  Value self = a[0];
  rt_setattr(self, "filename", a[1]);
  rt_setattr(self, "lineno", a[2]);
  rt_setattr(self, "name", a[3]);
  rt_setattr(self, "locals", rt_is_undef(a[5]) ? rt_none() : a[5]);
  if (!rt_is_undef(a[6]) && !rt_is_none(a[6])) rt_setattr(self, "line", a[6]);
  else if (rt_is_str(a[1]) && a[2].tag == RT_INT) set_steal(self, "line", source_line(rt_str_data(a[1]), a[2].as.i));
  else rt_setattr(self, "line", rt_none());
  rt_setattr(self, "_text", rt_none());
  return rt_none();
}

/* (filename, lineno, name, line) of a FrameSummary */
static Value frame_tuple(Value fs) {
  static const char *const keys[] = {"filename", "lineno", "name", "line"};
  Value items[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&items[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&items[k]);
  for (int k = 0; k < 4; k++) items[k] = rt_getattr(fs, keys[k]);
  Value t = rt_tuple_from(4, items);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value fs_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value t = frame_tuple(argv[0]);
  int mark = rt_cleanup_push_value(&t);
  Value parts[3] = {rt_undef(), rt_undef(), rt_undef()};
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&parts[k]);
  for (int k = 0; k < 3; k++) parts[k] = rt_to_str(RT_AS(Tuple, t)->items[k]);
  Value r = rt_str_printf("<FrameSummary file %s, line %s in %s>", rt_str_data(parts[0]), rt_str_data(parts[1]),
                          rt_str_data(parts[2]));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value fs_getitem(ARGS) {
  (void)data;
  rt_check_nargs("__getitem__", argc, kw, 2, 2);
  Value t = frame_tuple(argv[0]);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_getitem(t, argv[1]);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value fs_iter(ARGS) {
  (void)data;
  rt_check_nargs("__iter__", argc, kw, 1, 1);
  Value t = frame_tuple(argv[0]);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_iter(t);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value fs_len(ARGS) {
  (void)data, (void)argv;
  rt_check_nargs("__len__", argc, kw, 1, 1);
  return rt_int(4);
}

static bool is_frame(Value v) { return rt_isinstance_class(v, mod_state()->frame_class); }

/* Equal to another FrameSummary with the same fields, or to the tuple of them. */
static Value fs_eq(ARGS) {
  (void)data;
  rt_check_nargs("__eq__", argc, kw, 2, 2);
  if (!is_frame(argv[1]) && !rt_is_tuple(argv[1])) return rt_notimplemented();
  Value a = frame_tuple(argv[0]), b = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  b = is_frame(argv[1]) ? frame_tuple(argv[1]) : (rt_incref(argv[1]), argv[1]);
  bool eq = rt_equal(a, b);
  rt_cleanup_pop(mark, true);
  return rt_bool(eq);
}

/* ---- formatting ---- */

/* The text of one entry: a frame's own (with carets) when it came from a traceback, else
 * '  File "f", line n, in name\n' and the stripped source line under it. */
static Value entry_text(Value entry) {
  if (is_frame(entry)) {
    Value text = rt_getattr(entry, "_text");
    if (rt_is_str(text)) return text;
    rt_decref(text);
  }
  Value t = is_frame(entry) ? frame_tuple(entry) : as_tuple(entry);
  int mark = rt_cleanup_push_value(&t);
  if (rt_len(t) != 4) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected 4, got %lld)", (long long)rt_len(t));
  Value parts[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  for (int k = 0; k < 4; k++) rt_cleanup_push_value(&parts[k]);
  for (int k = 0; k < 3; k++) parts[k] = rt_to_str(RT_AS(Tuple, t)->items[k]);
  Value line = RT_AS(Tuple, t)->items[3];
  Value r;
  if (rt_is_str(line) && RT_AS(Str, line)->nbytes) {
    parts[3] = call_method(line, "strip", 0, NULL);
    r = rt_str_printf("  File \"%s\", line %s, in %s\n    %s\n", rt_str_data(parts[0]), rt_str_data(parts[1]),
                      rt_str_data(parts[2]), rt_str_data(parts[3]));
  } else {
    r = rt_str_printf("  File \"%s\", line %s, in %s\n", rt_str_data(parts[0]), rt_str_data(parts[1]),
                      rt_str_data(parts[2]));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value format_entries(Value entries) {
  Value out = rt_list_new(0), it = rt_iter(entries), e = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&e);
  while (rt_next(it, &e)) {
    Value s = entry_text(e);
    rt_list_append(out, s);
    rt_decref(s);
    rt_decref(e);
    e = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return out;
}

static Value t_format_list(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  py_parse_pyargs("format_list", argc, argv, kw, 1, (const char *const[]){"extracted_list"}, 1, a);
  return format_entries(a[0]);
}

static Value ss_format(ARGS) {
  (void)data;
  rt_check_nargs("StackSummary.format", argc, kw, 1, 1);
  return format_entries(argv[0]);
}

/* ---- extracting ---- */

/* A StackSummary of the traceback entries [from, to) of exc (an exception carrying them);
 * with carets, entries format with the printer's carets (a traceback's have them, a running
 * stack's, as CPython's extract_stack, not). */
static Value summary_of(Value exc, int from, int to, bool carets) {
  const ExcObj *e = RT_AS(ExcObj, exc);
  Value texts = py_tb_entry_texts(exc), list = rt_list_new(0);
  int mark = rt_cleanup_push_value(&texts);
  rt_cleanup_push_value(&list);
  bool one_each = RT_AS(List, texts)->n == e->ntb; /* no "[Previous line repeated]" folding */
  for (int k = from; k < to; k++) {
    const TraceEntry *t = &e->tb[k];
    Value file = rt_str_from_c(t->file), name = rt_str_from_c(t->func), text = rt_none(), line = rt_undef();
    int inner = rt_cleanup_push_value(&file);
    rt_cleanup_push_value(&name);
    rt_cleanup_push_value(&text);
    rt_cleanup_push_value(&line);
    if (one_each) {
      Value piece = RT_AS(List, texts)->items[k];
      const char *s = rt_str_data(piece), *nl = strchr(s, '\n');
      const char *src = nl && strncmp(nl + 1, "    ", 4) == 0 ? nl + 5 : NULL;
      line = src ? rt_str_new(src, strcspn(src, "\n")) : rt_str_from_c("");
      if (carets) text = (rt_incref(piece), piece);
    }
    Value fs = frame_new(file, rt_int(t->line), name, line, text);
    rt_list_append(list, fs);
    rt_decref(fs);
    rt_cleanup_pop(inner, true);
  }
  Value ss = rt_call(mod_state()->stack_class, 1, &list, NULL);
  rt_cleanup_pop(mark, true);
  return ss;
}

/* limit: the first n entries (n >= 0) or the last -n; None: all */
static void apply_limit(Value limit, int *from, int *to, bool from_end) {
  if (rt_is_undef(limit) || rt_is_none(limit)) return;
  int64_t n = rt_to_index(limit, "limit");
  if (from_end) n = -n; /* extract_stack's limit counts from the innermost frame */
  if (n >= 0 && *from + n < *to) *to = *from + (int)n;
  if (n < 0 && *to + n > *from) *from = *to + (int)n;
  if (n == 0) *from = *to;
}

static Value t_extract_tb(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[2], exc;
  int index;
  py_parse_pyargs("extract_tb", argc, argv, kw, 2, (const char *const[]){"tb", "limit"}, 1, a);
  if (rt_is_none(a[0])) return rt_call(mod_state()->stack_class, 0, NULL, NULL);
  if (!rt_traceback_parts(a[0], &exc, &index)) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'tb_frame'", rt_type_name(a[0]));
  }
  int from = index, to = RT_AS(ExcObj, exc)->ntb;
  apply_limit(a[1], &from, &to, false);
  return summary_of(exc, from, to, true);
}

static void free_trace(void *p) { rt_exception_free(p); }

/* The frames running now, outermost first (the caller's line last), in an exception that
 * carries them. */
static Value stack_now(void) {
  Exception *here = rt_trace_here();
  int mark = rt_cleanup_push(free_trace, here);
  Value exc = rt_exc_from_message(RT_EXC_Exception, "");
  rt_exc_set_traceback(exc, here->trace, here->ntrace);
  rt_cleanup_pop(mark, true);
  return exc;
}

static Value extract_stack(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  Value a[2];
  py_parse_pyargs(fname, argc, argv, kw, 2, (const char *const[]){"f", "limit"}, 0, a);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) rt_raise(RT_EXC_TypeError, "Weft's %s takes no frame (f=None only)", fname);
  Value exc = stack_now();
  int mark = rt_cleanup_push_value(&exc);
  int from = 0, to = RT_AS(ExcObj, exc)->ntb;
  apply_limit(a[1], &from, &to, true);
  Value ss = summary_of(exc, from, to, false);
  rt_cleanup_pop(mark, true);
  return ss;
}

static Value t_extract_stack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return extract_stack("extract_stack", argc, argv, kw);
}

static Value t_format_stack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value ss = extract_stack("format_stack", argc, argv, kw);
  int mark = rt_cleanup_push_value(&ss);
  Value out = format_entries(ss);
  rt_cleanup_pop(mark, true);
  return out;
}

/* print_stack(f=None, limit=None, file=None): format_stack's lines written to file (stderr). */
static Value t_print_stack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[3];
  py_parse_pyargs("print_stack", argc, argv, kw, 3, (const char *const[]){"f", "limit", "file"}, 0, a);
  Value args[2] = {rt_is_undef(a[0]) ? rt_none() : a[0], rt_is_undef(a[1]) ? rt_none() : a[1]};
  Value ss = extract_stack("print_stack", 2, args, NULL);
  int mark = rt_cleanup_push_value(&ss);
  Value lines = format_entries(ss);
  rt_cleanup_push_value(&lines);
  Value file = rt_undef(), sys = rt_undef(); /* function scope: both live until the pop */
  rt_cleanup_push_value(&file);
  rt_cleanup_push_value(&sys);
  if (rt_is_undef(a[2]) || rt_is_none(a[2])) {
    sys = rt_import("sys");
    file = rt_getattr(sys, "stderr");
  } else {
    file = a[2], rt_incref(file);
  }
  Value write = rt_getattr(file, "write");
  rt_cleanup_push_value(&write);
  for (int64_t i = 0; i < RT_AS(List, lines)->n; i++)
    rt_decref(rt_call(write, 1, &RT_AS(List, lines)->items[i], NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* StackSummary.from_list(a_list): FrameSummary objects kept, 4-tuples made into them */
static Value ss_from_list(ARGS) {
  (void)data;
  rt_check_nargs("StackSummary.from_list", argc, kw, 2, 2);
  Value list = rt_list_new(0), it = rt_iter(argv[1]), e = rt_undef();
  int mark = rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&e);
  while (rt_next(it, &e)) {
    Value fs = rt_undef();
    if (is_frame(e)) fs = (rt_incref(e), e);
    else {
      Value t = as_tuple(e);
      int inner = rt_cleanup_push_value(&t);
      if (rt_len(t) != 4) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected 4, got %lld)", (long long)rt_len(t));
      const Value *f = RT_AS(Tuple, t)->items;
      fs = frame_new(f[0], f[1], f[2], f[3], rt_none());
      rt_cleanup_pop(inner, true);
    }
    rt_list_append(list, fs);
    rt_decref(fs);
    rt_decref(e);
    e = rt_undef();
  }
  Value ss = rt_call(argv[0], 1, &list, NULL);
  rt_cleanup_pop(mark, true);
  return ss;
}

/* ---- TracebackException ---- */

static Value tbexc_of(Value exc, int depth);

/* te.__cause__ / te.__context__: the chained exception's TracebackException, or None */
static void set_chained(Value te, const char *attr, Value chained, int depth) {
  if (!rt_is_exception(chained) || depth > 100) {
    rt_setattr(te, attr, rt_none());
    return;
  }
  set_steal(te, attr, tbexc_of(chained, depth + 1));
}

static void tbexc_fill(Value te, Value exc, int depth) {
  rt_setattr(te, "_exc", exc);
  if (!rt_is_exception(exc)) {
    rt_setattr(te, "exc_type", rt_none());
    set_steal(te, "stack", rt_call(mod_state()->stack_class, 0, NULL, NULL));
    rt_setattr(te, "__cause__", rt_none());
    rt_setattr(te, "__context__", rt_none());
    rt_setattr(te, "__suppress_context__", rt_bool(false));
    return;
  }
  const ExcObj *e = RT_AS(ExcObj, exc);
  rt_setattr(te, "exc_type", rt_exc_class_of(exc));
  set_steal(te, "stack", summary_of(exc, 0, e->ntb, true));
  rt_setattr(te, "__suppress_context__", rt_bool(e->suppress_context));
  set_chained(te, "__cause__", e->cause, depth);
  set_chained(te, "__context__", e->suppress_context ? rt_none() : e->context, depth); /* as CPython: not kept */
}

static Value tbexc_of(Value exc, int depth) {
  Value te = rt_instance_new(RT_AS(ClassObj, mod_state()->tbexc_class));
  int mark = rt_cleanup_push_value(&te);
  tbexc_fill(te, exc, depth);
  rt_cleanup_pop(mark, false);
  return te;
}

static const char *const te_names[] = {"self", "exc_type", "exc_value", "exc_traceback", "limit",
                                       "lookup_lines", "capture_locals", "compact", "max_group_width",
                                       "max_group_depth"};

/* TracebackException(exc_type, exc_value, exc_traceback, *, limit=None, ...) */
static Value te_init(ARGS) {
  (void)data;
  Value a[10];
  if (argc > 4) rt_raise(RT_EXC_TypeError, "TracebackException.__init__() takes 4 positional arguments but %d were given", argc);
  py_parse_pyargs("TracebackException.__init__", argc, argv, kw, 10, te_names, 4, a);
  tbexc_fill(a[0], a[2], 0);
  return rt_none();
}

static Value te_from_exception(ARGS) {
  (void)data;
  if (argc < 2) rt_raise(RT_EXC_TypeError, "TracebackException.from_exception() missing 1 required positional argument: 'exc'");
  if (argc > 2) rt_raise(RT_EXC_TypeError, "TracebackException.from_exception() takes 2 positional arguments but %d were given", argc);
  Value exc = argv[1];
  if (!rt_is_exception(exc)) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute '__traceback__'", rt_type_name(exc));
  }
  (void)kw;
  return tbexc_of(exc, 0);
}

/* Calls traceback.name(self._exc) and iterates the list it gives. */
static Value te_via(Value te, const char *name) {
  Value exc = rt_getattr(te, "_exc"), mod = rt_undef(), list = rt_undef();
  int mark = rt_cleanup_push_value(&exc);
  rt_cleanup_push_value(&mod);
  rt_cleanup_push_value(&list);
  mod = rt_import("traceback");
  list = call_method(mod, name, 1, &exc);
  Value it = rt_iter(list);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value te_format(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "chain"};
  Value a[2];
  py_parse_pyargs("TracebackException.format", argc, argv, kw, 2, names, 1, a);
  if (rt_is_undef(a[1]) || rt_truthy(a[1])) return te_via(a[0], "format_exception");
  Value exc = rt_getattr(a[0], "_exc"), mod = rt_undef(), fn = rt_undef(), list = rt_undef();
  int mark = rt_cleanup_push_value(&exc);
  rt_cleanup_push_value(&mod);
  rt_cleanup_push_value(&fn);
  rt_cleanup_push_value(&list);
  mod = rt_import("traceback");
  fn = rt_getattr(mod, "format_exception");
  const char *kn[] = {"chain"};
  Value kv[] = {rt_bool(false)};
  Kwargs ck = {1, kn, kv};
  list = rt_call(fn, 1, &exc, &ck);
  Value it = rt_iter(list);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value te_format_only(ARGS) {
  (void)data;
  rt_check_nargs("TracebackException.format_exception_only", argc, kw, 1, 1);
  return te_via(argv[0], "format_exception_only");
}

static Value te_str(ARGS) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  Value exc = rt_getattr(argv[0], "_exc");
  int mark = rt_cleanup_push_value(&exc);
  Value s = rt_to_str(exc);
  rt_cleanup_pop(mark, true);
  return s;
}

/* ---- the classes ---- */

typedef struct TbMethod {
  const char *name;
  NativeFn fn;
  bool classmethod;
} TbMethod;

static Value class_new(const char *name, Value base, const TbMethod *methods) {
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  for (const TbMethod *m = methods; m->name; m++) {
    char qual[96];
    snprintf(qual, sizeof qual, "%s.%s", name, m->name);
    Value f = rt_native_method_new(m->name, qual, m->fn, rt_none());
    if (m->classmethod) {
      Value w = rt_wrapped_new(&rt_classmethod_type, f);
      rt_decref(f);
      f = w;
    }
    rt_class_set(RT_AS(ClassObj, cls), m->name, f);
  }
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("traceback"));
  rt_class_finish(cls, rt_none());
  return cls;
}

static const TbMethod frame_methods[] = {
    {"__init__", fs_init, false}, {"__repr__", fs_repr, false}, {"__getitem__", fs_getitem, false},
    {"__iter__", fs_iter, false}, {"__len__", fs_len, false},   {"__eq__", fs_eq, false},
    {NULL, NULL, false}};
static const TbMethod stack_methods[] = {
    {"format", ss_format, false}, {"from_list", ss_from_list, true}, {NULL, NULL, false}};
static const TbMethod tbexc_methods[] = {
    {"__init__", te_init, false},
    {"from_exception", te_from_exception, true},
    {"format", te_format, false},
    {"format_exception_only", te_format_only, false},
    {"__str__", te_str, false},
    {NULL, NULL, false}};

void py_traceback_stack_init(Value m) {
  ModState *st = mod_state();
  st->frame_class = class_new("FrameSummary", rt_undef(), frame_methods);
  rt_module_set(m, "FrameSummary", st->frame_class);
  st->stack_class = class_new("StackSummary", rt_builtin_lookup("list"), stack_methods);
  rt_module_set(m, "StackSummary", st->stack_class);
  st->tbexc_class = class_new("TracebackException", rt_undef(), tbexc_methods);
  rt_module_set(m, "TracebackException", st->tbexc_class);
  rt_module_add_fn(m, "extract_tb", t_extract_tb);
  rt_module_add_fn(m, "extract_stack", t_extract_stack);
  rt_module_add_fn(m, "format_list", t_format_list);
  rt_module_add_fn(m, "format_stack", t_format_stack);
  rt_module_add_fn(m, "print_stack", t_print_stack);
}
