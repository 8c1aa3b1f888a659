/* inspect_frames.c — inspect.currentframe and inspect.stack (FrameInfo records: frame,
 * filename, lineno, function, code_context, index), and the hook through which these and
 * sys._getframe get frame objects from the VM (frame_object.c, installed at start-up). */
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

Value py_frame_at(int depth) {
  if (!frame_hook) rt_raise(RT_EXC_ValueError, "call stack is not deep enough");
  return frame_hook(depth);
}

/* per VM (runtime.h): the FrameInfo class, borrowed (the inspect module holds it) */
typedef struct FramesState {
  Value frameinfo;
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

/* [the frame's source line], or None when the file cannot be read. */
static Value code_context(Value file, int64_t lineno) {
  if (access(rt_str_data(file), R_OK) != 0) return rt_none();
  Value lines = py_file_lines(rt_str_data(file));
  List *l = RT_AS(List, lines);
  Value r = lineno >= 1 && lineno <= l->n ? rt_list_new(1) : rt_none();
  if (!rt_is_none(r)) rt_list_append(r, l->items[lineno - 1]);
  rt_decref(lines);
  return r;
}

static Value frameinfo_class(void) {
  FramesState *st = rt_runtime_state(&frames_key);
  if (!rt_is_undef(st->frameinfo)) return st->frameinfo;
  static const char *const names[] = {"frame", "filename", "lineno", "function", "code_context", "index"};
  Value fields = rt_tuple_new(6);
  int mark = rt_cleanup_push_value(&fields);
  for (int k = 0; k < 6; k++) rt_tuple_set(fields, k, rt_str_from_c(names[k]));
  Value defaults = rt_dict_new();
  rt_cleanup_push_value(&defaults);
  Value bases = rt_tuple_new(0);
  rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("FrameInfo", bases);
  rt_cleanup_push_value(&cls);
  rt_coll_namedtuple_install(RT_AS(ClassObj, cls), fields, defaults);
  rt_class_finish(cls, rt_none());
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("inspect"));
  Value m = rt_import("inspect");
  rt_cleanup_push_value(&m);
  rt_module_set(m, "FrameInfo", (rt_incref(cls), cls)); /* the module keeps it */
  rt_cleanup_pop(mark, true);
  st->frameinfo = cls;
  return cls;
}

/* One FrameInfo: the frame, where it is, and its line's text. */
static Value frame_info(Value frame) {
  Value v[6] = {frame, rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&v[1]);
  for (int k = 2; k < 6; k++) rt_cleanup_push_value(&v[k]);
  Value code = rt_getattr(frame, "f_code");
  rt_cleanup_push_value(&code);
  Value name = rt_getattr(code, "co_filename");
  rt_cleanup_push_value(&name);
  v[1] = abs_file(name);
  v[2] = rt_getattr(frame, "f_lineno");
  v[3] = rt_getattr(code, "co_name");
  v[4] = code_context(v[1], v[2].tag == RT_INT ? v[2].as.i : 0);
  v[5] = rt_is_none(v[4]) ? rt_none() : rt_int(0);
  Value r = rt_call(frameinfo_class(), 6, v, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* inspect.stack(context=1): a FrameInfo per frame, the caller's first. */
static Value i_stack(ARGS) {
  (void)self;
  Value a[1];
  py_parse_pyargs("stack", argc, argv, kw, 1, (const char *const[]){"context"}, 0, a);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  Value f = py_frame_at(0);
  rt_cleanup_push_value(&f);
  while (!rt_is_none(f)) {
    Value info = frame_info(f);
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
}
