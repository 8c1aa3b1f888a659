/* inspect_frames.c — inspect.currentframe, inspect.stack (FrameInfo records: frame,
 * filename, lineno, function, code_context, index) and inspect.getframeinfo (Traceback records,
 * the same without the frame), both with 3.11's `positions` (a dis.Positions), and the hook
 * through which these and sys._getframe get frame objects from the VM (frame_object.c,
 * installed at start-up). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* Installed once at start-up, as the traceback hook (error.c). */
static Value (*frame_hook)(int depth);

void py_set_frame_hook(Value (*hook)(int depth)) { frame_hook = hook; }

static int (*depth_hook)(void);

void py_set_depth_hook(int (*hook)(void)) { depth_hook = hook; }

int py_frame_depth(void) { return depth_hook ? depth_hook() : 0; }

Value py_frame_at(int depth) {
  if (!frame_hook) rt_raise(RT_EXC_ValueError, "call stack is not deep enough");
  return frame_hook(depth);
}

/* per VM (runtime.h): the FrameInfo, Traceback and dis.Positions classes, borrowed (the
 * inspect module holds them) */
typedef struct FramesState {
  Value frameinfo, traceback, positions;
} FramesState;
static RtStateKey frames_key = {"inspect's FrameInfo", sizeof(FramesState), NULL, NULL, 0};

static Value i_currentframe(ARGS) {
  (void)self, (void)argv;
  rt_check_args("currentframe", argc, kw, 0, 0, RT_ARGS_NONE);
  return py_frame_at(0); /* the Python code calling this builtin (no frame of its own) */
}

/* The file's name as CPython's code objects give it: relative names joined to the directory. */
static Value abs_file(Value name) {
  const char *s = rt_str_data(name);
  char cwd[4096];
  if (s[0] == '/' || s[0] == '<' || !getcwd(cwd, sizeof cwd)) return (rt_incref(name), name);
  return rt_str_printf("%s/%s", cwd, s);
}

/* The `context` lines of file around lineno into *lines, and lineno's index among them into
 * *index (CPython's getframeinfo); both None when the file cannot be read or context < 1. */
static void code_context(Value file, int64_t lineno, int64_t context, Value *lines, Value *index) {
  *lines = *index = rt_none();
  if (context < 1 || access(rt_str_data(file), R_OK) != 0) return;
  Value all = py_file_lines(rt_str_data(file));
  List *l = RT_AS(List, all);
  int64_t start = lineno - 1 - context / 2;
  if (start > l->n - context) start = l->n - context;
  if (start < 0) start = 0;
  int64_t end = start + context < l->n ? start + context : l->n;
  *lines = rt_list_new(0);
  for (int64_t k = start; k < end; k++) rt_list_append(*lines, l->items[k]);
  *index = rt_int(lineno - 1 - start);
  rt_decref(all);
}

/* repr of a FrameInfo or Traceback: its fields, then positions (3.11 keeps that one outside
 * the tuple). */
static Value positions_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)kw;
  Tuple *f = RT_AS(Tuple, rt_class_lookup(RT_AS(ClassObj, data), "_fields", NULL));
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(", RT_AS(ClassObj, data)->name);
  for (int64_t k = 0; k <= f->n; k++) {
    const char *name = k < f->n ? rt_str_data(f->items[k]) : "positions";
    Value v = rt_instance_getattr_generic(argv[0], name, false);
    rt_sb_printf(&sb, "%s%s=", k ? ", " : "", name);
    rt_sb_repr(&sb, rt_is_undef(v) ? rt_none() : v);
    rt_decref(v);
  }
  rt_sb_putc(&sb, ')');
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A namedtuple class of module mod, kept in *slot; with_positions: its instances carry a
 * `positions` attribute, shown last by repr. */
static Value named_class(Value *slot, const char *name, const char *const *names, int n, const char *mod,
                         bool with_positions) {
  if (!rt_is_undef(*slot)) return *slot;
  Value fields = rt_tuple_new(n);
  int mark = rt_cleanup_push_value(&fields);
  for (int k = 0; k < n; k++) rt_tuple_set(fields, k, rt_str_from_c(names[k]));
  Value defaults = rt_dict_new();
  rt_cleanup_push_value(&defaults);
  Value bases = rt_tuple_new(0);
  rt_cleanup_push_value(&bases);
  Value cls = rt_class_new(name, bases);
  rt_cleanup_push_value(&cls);
  if (with_positions) {
    char qual[64];
    snprintf(qual, sizeof qual, "%s.__repr__", name);
    rt_class_set(RT_AS(ClassObj, cls), "__repr__", rt_native_method_new("__repr__", qual, positions_repr, cls));
  }
  rt_coll_namedtuple_install(RT_AS(ClassObj, cls), fields, defaults);
  /* CPython's FrameInfo and Traceback are subclasses of the namedtuples: their instances have
   * a __dict__, where positions lives */
  if (with_positions) rt_class_set(RT_AS(ClassObj, cls), "__slots__", rt_undef());
  rt_class_finish(cls, rt_none());
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c(mod));
  Value m = rt_import("inspect");
  rt_cleanup_push_value(&m);
  if (!strcmp(mod, "inspect")) rt_module_set(m, name, (rt_incref(cls), cls)); /* the module keeps it */
  else rt_module_set(m, "_weft_positions_class", (rt_incref(cls), cls));
  rt_cleanup_pop(mark, true);
  *slot = cls;
  return cls;
}

/* dis.Positions(lineno, end_lineno, col_offset, end_col_offset) of the instruction frame is at. */
static Value frame_positions(Value frame) {
  FramesState *st = rt_runtime_state(&frames_key);
  static const char *const names[] = {"lineno", "end_lineno", "col_offset", "end_col_offset"};
  Value cls = named_class(&st->positions, "Positions", names, 4, "dis", false);
  Value t = rt_getattr(frame, "_weft_positions");
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_call(cls, 4, RT_AS(Tuple, t)->items, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A FrameInfo (with_frame) or a Traceback of frame, with `context` lines of source. */
static Value frame_record(Value frame, int64_t context, bool with_frame) {
  FramesState *st = rt_runtime_state(&frames_key);
  static const char *const names[] = {"frame", "filename", "lineno", "function", "code_context", "index"};
  Value cls = with_frame ? named_class(&st->frameinfo, "FrameInfo", names, 6, "inspect", true)
                         : named_class(&st->traceback, "Traceback", names + 1, 5, "inspect", true);
  Value v[6] = {frame, rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&v[1]);
  for (int k = 2; k < 6; k++) rt_cleanup_push_value(&v[k]);
  Value code = rt_getattr(frame, "f_code");
  rt_cleanup_push_value(&code);
  Value name = rt_getattr(code, "co_filename");
  rt_cleanup_push_value(&name);
  Value pos = frame_positions(frame);
  rt_cleanup_push_value(&pos);
  v[1] = abs_file(name);
  v[2] = rt_getattr(frame, "f_lineno");
  v[3] = rt_getattr(code, "co_name");
  code_context(v[1], v[2].tag == RT_INT ? v[2].as.i : 0, context, &v[4], &v[5]);
  Value r = rt_call(cls, with_frame ? 6 : 5, with_frame ? v : v + 1, NULL);
  rt_instance_setattr_generic(r, "positions", pos);
  rt_cleanup_pop(mark, true);
  return r;
}

/* inspect.getframeinfo(frame, context=1): a Traceback record. */
static Value i_getframeinfo(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("getframeinfo", argc, argv, kw, 2, (const char *const[]){"frame", "context"}, 1, a);
  rt_decref(rt_getattr(a[0], "f_lineno")); /* CPython reads it first: its AttributeError */
  if (strcmp(rt_type_name(a[0]), "frame") != 0) {
    Value r = rt_repr(a[0]);
    int mark = rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "%s is not a frame or traceback object", rt_str_data(r));
    rt_cleanup_pop(mark, true);
  }
  return frame_record(a[0], rt_is_undef(a[1]) ? 1 : rt_to_index(a[1], "context"), false);
}

/* inspect.stack(context=1): a FrameInfo per frame, the caller's first. */
static Value i_stack(ARGS) {
  (void)self;
  Value a[1];
  py_parse_pyargs("stack", argc, argv, kw, 1, (const char *const[]){"context"}, 0, a);
  int64_t ctx = rt_is_undef(a[0]) ? 1 : rt_to_index(a[0], "context");
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  Value f = py_frame_at(0);
  rt_cleanup_push_value(&f);
  while (!rt_is_none(f)) {
    Value info = frame_record(f, ctx, true);
    rt_list_append(out, info);
    rt_decref(info);
    Value back = rt_getattr(f, "f_back");
    rt_decref(f);
    f = back;
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return out;
}

void py_inspect_frames_init(Value m) {
  rt_module_add_fn(m, "currentframe", i_currentframe);
  rt_module_add_fn(m, "stack", i_stack);
  rt_module_add_fn(m, "getframeinfo", i_getframeinfo);
}
