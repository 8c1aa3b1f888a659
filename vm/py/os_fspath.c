/* os_fspath.c — the file system path protocol: os.fspath, os.fsencode, os.fsdecode, the
 * os.PathLike ABC (any class with __fspath__ is one, as CPython's __subclasshook__ says), and
 * the text of a user object's __fspath__ that the path arguments of open(), os, os.path,
 * pathlib and the rest take (rt_pathlib_text asks here for what is not a pathlib path). */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections_abc.h"
#include "os_fspath.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw
#define KEEP 16

/* The last KEEP answers of __fspath__ whose text C callers borrowed: a caller reads its text
 * before it converts another path or two, so the answer lives long enough; the VM frees them. */
typedef struct ModState {
  Value kept[KEEP];
  int next;
} ModState;

static void state_fini(void *p) {
  ModState *st = p;
  for (int k = 0; k < KEEP; k++) rt_decref(st->kept[k]);
}

static void state_init(void *p) {
  ModState *st = p;
  for (int k = 0; k < KEEP; k++) st->kept[k] = rt_none();
}

/* per VM (runtime.h): a second VM has its own */
static RtStateKey mod_key = {"os.fspath", sizeof(ModState), state_init, state_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* The __fspath__ of v's class (borrowed), RT_UNDEF when v is no user object or has none. */
static Value fspath_method(Value v) {
  ClassObj *c = rt_is_instance(v) ? rt_user_class_of(v) : NULL;
  return c ? rt_class_lookup(c, "__fspath__", NULL) : rt_undef();
}

/* v.__fspath__(), checked: a new str or bytes. */
static Value call_fspath(Value v, Value method) {
  Value r = rt_call_method(method, v, 0, NULL);
  if (!rt_is_str(r) && !rt_is_type(r, &rt_bytes_type)) {
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "expected %s.__fspath__() to return str or bytes, not %s", rt_type_name(v),
             rt_type_name(r));
  }
  return r;
}

const char *py_fspath_text(Value v) {
  Value method = fspath_method(v);
  if (rt_is_undef(method)) return NULL;
  Value r = call_fspath(v, method);
  ModState *st = mod_state();
  rt_decref(st->kept[st->next]);
  st->kept[st->next] = r;
  st->next = (st->next + 1) % KEEP;
  return rt_is_str(r) ? rt_str_data(r) : (const char *)RT_AS(Bytes, r)->data;
}

/* os.fspath(path): str and bytes as they are, a path's text, an object's __fspath__(). */
static Value fspath(Value v) {
  if (rt_is_str(v) || rt_is_type(v, &rt_bytes_type)) return (rt_incref(v), v);
  const char *text = rt_pathlib_text(v);
  if (text) return rt_str_from_c(text);
  Value method = fspath_method(v);
  if (rt_is_undef(method)) {
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(v));
  }
  return call_fspath(v, method);
}

static Value s_fspath(ARGS) {
  (void)self;
  static const char *const names[] = {"path"};
  Value a[1];
  rt_parse_args("fspath", argc, argv, kw, 1, names, 1, a);
  return fspath(a[0]);
}

/* os.fsencode / os.fsdecode: the path as bytes or str, in UTF-8 (Weft has no surrogateescape
 * handler: bytes that are not UTF-8 raise UnicodeDecodeError where CPython keeps them). */
static Value convert(Value v, bool to_bytes) {
  Value p = fspath(v);
  if (rt_is_str(p) != to_bytes) return p;
  int mark = rt_cleanup_push_value(&p);
  Value fn = rt_getattr(p, to_bytes ? "encode" : "decode");
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value s_fsencode(ARGS) {
  (void)self;
  static const char *const names[] = {"filename"};
  Value a[1];
  py_parse_pyargs("fsencode", argc, argv, kw, 1, names, 1, a);
  return convert(a[0], true);
}

static Value s_fsdecode(ARGS) {
  (void)self;
  static const char *const names[] = {"filename"};
  Value a[1];
  py_parse_pyargs("fsdecode", argc, argv, kw, 1, names, 1, a);
  return convert(a[0], false);
}

/* PathLike.__subclasshook__(C): True when C (a user class) has __fspath__ on its MRO, for
 * PathLike itself only (its subclasses answer by their bases). */
static Value hook(ARGS) {
  (void)self, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "__subclasshook__() takes exactly one argument");
  Value cls = argv[0], c = argv[1];
  if (!rt_is_class(cls) || strcmp(RT_AS(ClassObj, cls)->name, "PathLike") != 0 || !rt_is_class(c)) {
    return rt_notimplemented();
  }
  Value found = rt_class_lookup(RT_AS(ClassObj, c), "__fspath__", NULL);
  return rt_is_undef(found) || rt_is_none(found) ? rt_notimplemented() : rt_bool(true);
}

/* os.PathLike[str]: a generic alias, as in annotations. */
static Value class_getitem(ARGS) {
  (void)self;
  rt_check_args("__class_getitem__", argc - 1, kw, 1, 1, RT_ARGS_ONE);
  return rt_typing_alias("os.PathLike", argv[0], argv[1]);
}

/* ns[name] = classmethod(a method written in C) */
static void put_classmethod(Value ns, const char *name, const char *qualname, NativeFn fn) {
  Value f = rt_native_method_new(name, qualname, fn, rt_none());
  Value cm = rt_wrapped_new(&rt_classmethod_type, f);
  rt_decref(f);
  rt_dict_set_str(ns, name, cm);
  rt_decref(cm);
}

static Value pathlike_new(void) {
  Value abc = rt_import("abc");
  int mark = rt_cleanup_push_value(&abc);
  Value meta = rt_getattr(abc, "ABCMeta");
  rt_cleanup_push_value(&meta);
  Value ns = rt_dict_new(), stub = rt_abc_stub_new("__fspath__", "PathLike.__fspath__");
  rt_dict_set_str(ns, "__fspath__", stub);
  rt_decref(stub);
  put_classmethod(ns, "__subclasshook__", "PathLike.__subclasshook__", hook);
  put_classmethod(ns, "__class_getitem__", "PathLike.__class_getitem__", class_getitem);
  Value args[3] = {rt_str_from_c("PathLike"), rt_tuple_new(0), ns};
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&args[k]);
  Value cls = rt_type_make(RT_AS(ClassObj, meta), args, rt_undef());
  rt_cleanup_push_value(&cls);
  /* ABCMeta.__init__ works out __abstractmethods__, as a class statement would run it */
  Value init = rt_class_lookup(RT_AS(ClassObj, meta), "__init__", NULL);
  rt_decref(rt_call_method(init, cls, 3, args));
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("os"));
  rt_incref(cls);
  rt_cleanup_pop(mark, true);
  return cls;
}

void rt_os_fspath_init(Value os_module) {
  rt_module_set(os_module, "fspath", rt_native_new("fspath", s_fspath));
  rt_module_set(os_module, "fsencode", rt_native_new("fsencode", s_fsencode));
  rt_module_set(os_module, "fsdecode", rt_native_new("fsdecode", s_fsdecode));
  rt_module_set(os_module, "PathLike", pathlike_new());
}
