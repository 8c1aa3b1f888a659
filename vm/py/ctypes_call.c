/* ctypes_call.c — calling C: shared libraries (CDLL, cdll.LoadLibrary: dlopen/dlsym), foreign
 * function objects with argtypes and restype (the default restype c_int), the conversion of
 * each argument with ctypes' rules and messages (ArgumentError "argument 2: TypeError: ..."),
 * byref, and CFUNCTYPE prototypes: calling a C function pointer, and Python callables made
 * C-callable through libffi closures (an exception in one is printed and the C caller gets 0,
 * as CPython does). */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "ctypes_internal.h"

typedef struct CallState {
  Value argument_error; /* ctypes.ArgumentError (borrowed: the module holds it) */
} CallState;
static RtStateKey call_key = {"ctypes calls", sizeof(CallState), NULL, NULL, 0};

/* ---- byref ---- */

typedef struct CArg {
  Obj hdr;
  Value obj;  /* the instance it points into */
  char *addr;
} CArg;

static void carg_free(Obj *o) {
  rt_decref(((CArg *)o)->obj);
  free(o);
}

static Value carg_repr(Value self) {
  return rt_str_printf("<cparam 'P' (%p)>", (void *)RT_AS(CArg, self)->addr);
}

static const ObjType carg_type = {.name = "CArgObject", .free = carg_free, .repr = carg_repr};

Value ct_byref(Value obj, int64_t offset) {
  CData *d = ct_data_of(obj);
  if (!d) {
    rt_raise(RT_EXC_TypeError, "byref() argument must be a ctypes instance, not '%s'",
             rt_type_name(obj));
  }
  CArg *a = rt_malloc(sizeof *a);
  rt_obj_init(&a->hdr, &carg_type);
  rt_incref(obj);
  a->obj = obj;
  a->addr = d->ptr + offset;
  return rt_obj(a);
}

bool ct_byref_address(Value v, void **out) {
  if (!rt_is_type(v, &carg_type)) return false;
  *out = RT_AS(CArg, v)->addr;
  return true;
}

/* ---- ArgumentError ---- */

static _Noreturn void argument_error(int index, const char *cls, const char *msg) {
  CallState *st = rt_runtime_state(&call_key);
  Value text = rt_str_printf("argument %d: %s: %s", index, cls, msg);
  Value args = rt_tuple_from(1, &text);
  rt_decref(text);
  int mark = rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(st->argument_error, RT_EXC_Exception, args);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e);
}

/* ---- converting one argument ---- */

/* Where an argument's C value lives for the call. */
typedef struct ArgSlot {
  union {
    int64_t i;
    double d;
    void *p;
    long double ld;
    char bytes[16];
  } small;
  Value keep; /* an object made for the call (a callback), released after it */
} ArgSlot;

typedef struct Conv {
  ffi_type *ffi;
  void *value;
} Conv;

static bool is_int(Value v) { return v.tag == RT_INT || v.tag == RT_BOOL || rt_is_bigint(v); }

/* An int passed with no argtypes: a C int, the low 32 bits of any value that fits 64 bits. */
static Conv default_int(Value v, ArgSlot *s, int index) {
  int64_t i;
  uint64_t u;
  if (v.tag == RT_BOOL) i = v.as.b;
  else if (rt_int_to_i64(v, &i)) (void)0;
  else if (rt_int_to_u64(v, &u)) i = (int64_t)u;
  else argument_error(index, "OverflowError", "int too long to convert");
  s->small.i = (int32_t)(uint32_t)(uint64_t)i;
  return (Conv){&ffi_type_sint, &s->small};
}

/* A CData passed as itself: scalars by value, arrays by address, structs by value. */
static Conv data_conv(CData *d, ArgSlot *s) {
  switch (d->type->kind) {
  case CT_ARRAY:
    s->small.p = d->ptr;
    return (Conv){&ffi_type_pointer, &s->small};
  case CT_STRUCT:
    return (Conv){d->type->ffi, d->ptr};
  default:
    return (Conv){d->type->ffi, d->ptr};
  }
}

/* A str passed as wchar_t *: a wide copy that lives in the slot for the call. */
static Conv wide_arg(Value v, ArgSlot *s) {
  s->keep = ct_wide_buffer(v);
  s->small.p = RT_AS(Bytes, s->keep)->data;
  return (Conv){&ffi_type_pointer, &s->small};
}

static Conv default_conv(Value v, ArgSlot *s, int index) {
  if (is_int(v)) return default_int(v, s, index);
  if (rt_is_none(v)) {
    s->small.p = NULL;
    return (Conv){&ffi_type_pointer, &s->small};
  }
  if (rt_is_type(v, &carg_type)) {
    s->small.p = RT_AS(CArg, v)->addr;
    return (Conv){&ffi_type_pointer, &s->small};
  }
  if (rt_is_type(v, &rt_bytes_type)) { /* a char * to its NUL-terminated data */
    s->small.p = RT_AS(Bytes, v)->data;
    return (Conv){&ffi_type_pointer, &s->small};
  }
  if (rt_is_str(v)) return wide_arg(v, s); /* a wchar_t *, as CPython passes str */
  CData *d = ct_data_of(v);
  if (d) return data_conv(d, s);
  char msg[64];
  snprintf(msg, sizeof msg, "Don't know how to convert parameter %d", index);
  argument_error(index, "TypeError", msg);
}

/* The address an argument gives a pointer parameter to T (NULL and false when none fits). */
static bool pointer_value(CType *t, Value v, void **out) {
  if (rt_is_none(v)) return (*out = NULL, true);
  if (rt_is_type(v, &carg_type)) return (*out = RT_AS(CArg, v)->addr, true);
  CData *d = ct_data_of(v);
  if (!d) return false;
  if (d->type == t) return (*out = ct_load_ptr(d->ptr), true);
  if (d->type->kind == CT_ARRAY && d->type->target == t->target) return (*out = d->ptr, true);
  if (d->type == t->target) return (*out = d->ptr, true); /* passed by reference */
  return false;
}

static _Noreturn void expected_instead(int index, CType *t, Value v) {
  CData *d = ct_data_of(v);
  char msg[256];
  snprintf(msg, sizeof msg, "expected %s instance instead of %s", t->name,
           d ? d->type->name : rt_type_name(v));
  argument_error(index, "TypeError", msg);
}

/* A c_char_p / c_wchar_p parameter given a buffer of code's characters (create_string_buffer)
 * or a pointer to them: their address into the slot. */
static bool text_pointer(CData *d, char code, ArgSlot *s) {
  if (!d || (d->type->kind != CT_ARRAY && d->type->kind != CT_POINTER)) return false;
  if (d->type->target->kind != CT_SIMPLE || d->type->target->code != code) return false;
  s->small.p = d->type->kind == CT_ARRAY ? d->ptr : ct_load_ptr(d->ptr);
  return true;
}

static Conv simple_conv(CType *t, Value v, ArgSlot *s, int index) {
  CData *d = ct_data_of(v);
  if (d && d->type == t) return (Conv){t->ffi, d->ptr};
  bool ok;
  switch (t->code) {
  case 'f': case 'd': case 'g':
    ok = is_int(v) || v.tag == RT_FLOAT || rt_is_scalar_number(v);
    break;
  case '?': ok = true; break;
  case 'P':
    if (rt_is_type(v, &carg_type) || (d && d->type->kind != CT_SIMPLE && d->type->kind != CT_STRUCT)) {
      s->small.p = rt_is_type(v, &carg_type) ? RT_AS(CArg, v)->addr
                   : d->type->kind == CT_ARRAY ? d->ptr : ct_load_ptr(d->ptr);
      return (Conv){&ffi_type_pointer, &s->small};
    }
    ok = is_int(v) || rt_is_none(v);
    break;
  case 'z':
    if (text_pointer(d, 'c', s)) return (Conv){&ffi_type_pointer, &s->small};
    ok = is_int(v) || rt_is_none(v) || rt_is_type(v, &rt_bytes_type);
    break;
  case 'Z':
    if (text_pointer(d, 'u', s)) return (Conv){&ffi_type_pointer, &s->small};
    if (rt_is_str(v)) return wide_arg(v, s);
    ok = is_int(v) || rt_is_none(v);
    break;
  case 'u': ok = rt_is_str(v) && RT_AS(Str, v)->nchars == 1; break;
  case 'c': ok = is_int(v) || (rt_is_bytes_like(v) && RT_AS(Bytes, v)->n == 1); break;
  default: ok = is_int(v); break;
  }
  if (!ok) argument_error(index, "TypeError", "wrong type");
  ct_set(t, s->small.bytes, v, NULL);
  return (Conv){t->ffi, &s->small};
}

/* from_param(v) of a parameter type that is not a ctypes class (np.ctypeslib.ndpointer):
 * runs protected so that its error becomes "argument N: Class: message". */
typedef struct FromParam {
  Value conv, arg, result;
} FromParam;

static void run_from_param(void *ud) {
  FromParam *fp = ud;
  Value fn = rt_getattr(fp->conv, "from_param");
  int mark = rt_cleanup_push_value(&fn);
  fp->result = rt_call(fn, 1, &fp->arg, NULL);
  rt_cleanup_pop(mark, true);
}

static Conv custom_conv(Value conv, Value v, ArgSlot *s, int index) {
  FromParam fp = {conv, v, rt_undef()};
  if (rt_pcall(run_from_param, &fp)) {
    Exception *e = rt_error_take();
    Value line = rt_undef();
    const char *msg = e->message ? e->message : "";
    if (e->value) {
      line = rt_to_str(rt_obj(e->value));
      msg = rt_str_data(line);
    }
    char buf[512];
    snprintf(buf, sizeof buf, "%s", msg);
    ExcKind kind = e->kind;
    rt_decref(line);
    rt_exception_free(e);
    argument_error(index, rt_exc_names[kind], buf);
  }
  s->keep = fp.result;
  Value r = fp.result;
  Value as_param;
  if (r.tag == RT_OBJ && !ct_is_data(r) && rt_try_getattr(r, "_as_parameter_", &as_param)) {
    rt_decref(s->keep);
    s->keep = as_param;
    r = as_param;
  }
  if (is_int(r)) {
    ct_set(ct_simple('P'), s->small.bytes, r, NULL);
    return (Conv){&ffi_type_pointer, &s->small};
  }
  return default_conv(r, s, index);
}

static Conv convert_arg(Value argtype, Value v, ArgSlot *s, int index) {
  CType *t = ct_type_of_class(argtype);
  if (!t) return custom_conv(argtype, v, s, index);
  switch (t->kind) {
  case CT_SIMPLE:
    return simple_conv(t, v, s, index);
  case CT_POINTER:
  case CT_ARRAY:
    if (!pointer_value(t->kind == CT_ARRAY ? ct_pointer_type(t->target) : t, v, &s->small.p))
      expected_instead(index, t, v);
    return (Conv){&ffi_type_pointer, &s->small};
  case CT_STRUCT: {
    CData *d = ct_data_of(v);
    if (!d || d->type != t) expected_instead(index, t, v);
    return (Conv){t->ffi, d->ptr};
  }
  default: { /* CT_FUNC */
    CData *d = ct_data_of(v);
    if (rt_is_none(v)) s->small.p = NULL;
    else if (d && d->type == t) s->small.p = ct_load_ptr(d->ptr);
    else {
      char msg[128];
      snprintf(msg, sizeof msg, "expected CFunctionType instance instead of %s", rt_type_name(v));
      argument_error(index, "TypeError", msg);
    }
    return (Conv){&ffi_type_pointer, &s->small};
  }
  }
}

/* ---- the call ---- */

typedef struct CallFrame {
  ArgSlot *slots;
  ffi_type **types;
  void **values;
  int n;
} CallFrame;

static void frame_free(void *p) {
  CallFrame *f = p;
  for (int k = 0; k < f->n; k++) rt_decref(f->slots[k].keep);
  free(f->slots);
  free(f->types);
  free(f->values);
}

/* The Python value of a result of type restype (NULL: void) in buf. */
static Value convert_result(CType *rt, char *buf) {
  if (!rt) return rt_none();
  if (rt->kind == CT_SIMPLE) return ct_get(rt, buf, rt_undef());
  Value v = rt->kind == CT_STRUCT ? ct_struct_instance(rt, NULL, rt_undef()) : ct_data_new(rt);
  memcpy(ct_data_of(v)->ptr, buf, rt->size);
  return v;
}

/* Call fn with argv converted by argtypes (a tuple of classes, or RT_UNDEF: none given);
 * restype NULL for void. */
static Value call_foreign(void *fn, Value argtypes, CType *restype, int argc, const Value *argv) {
  int ntypes = rt_is_tuple(argtypes) ? (int)RT_AS(Tuple, argtypes)->n : 0;
  if (argc < ntypes) {
    rt_raise(RT_EXC_TypeError, "this function takes at least %d argument%s (%d given)", ntypes,
             ntypes == 1 ? "" : "s", argc);
  }
  CallFrame f = {rt_calloc((size_t)argc + 1, sizeof(ArgSlot)),
                 rt_calloc((size_t)argc + 1, sizeof(ffi_type *)),
                 rt_calloc((size_t)argc + 1, sizeof(void *)), 0};
  int mark = rt_cleanup_push(frame_free, &f);
  for (int k = 0; k < argc; k++) {
    f.slots[k].keep = rt_undef();
    f.n = k + 1;
    Conv c = k < ntypes ? convert_arg(RT_AS(Tuple, argtypes)->items[k], argv[k], &f.slots[k], k + 1)
                        : default_conv(argv[k], &f.slots[k], k + 1);
    f.types[k] = c.ffi;
    f.values[k] = c.value;
  }
  ffi_cif cif;
  ffi_type *rtype = restype ? ct_ffi(restype) : &ffi_type_void;
  if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, (unsigned)argc, rtype, f.types) != FFI_OK)
    rt_raise(RT_EXC_TypeError, "ffi_prep_cif failed");
  size_t rsize = restype && restype->size > sizeof(ffi_arg) ? restype->size : sizeof(ffi_arg);
  char *rbuf = rt_calloc(1, rsize + 16);
  rt_cleanup_push(free, rbuf);
  ffi_call(&cif, FFI_FN(fn), rbuf, f.values);
  Value r = convert_result(restype, rbuf);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- foreign function objects ---- */

typedef struct FuncPtr {
  Obj hdr;
  void *fn;
  char *name;
  Value lib;      /* the CDLL (owned) */
  Value argtypes; /* a tuple, or None */
  Value argtypes_given; /* what the program set (argtypes reads it back), or None */
  Value restype;  /* a ctypes class, or None (void) */
} FuncPtr;

static void funcptr_free(Obj *o) {
  FuncPtr *f = (FuncPtr *)o;
  rt_decref(f->lib);
  rt_decref(f->argtypes);
  rt_decref(f->argtypes_given);
  rt_decref(f->restype);
  free(f->name);
  free(f);
}

/* The cycle collector (gc.h): a library's function table holds its functions, which hold the
 * library. Cleared, a function keeps its address and result type. */
static void funcptr_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  FuncPtr *f = (FuncPtr *)o;
  visit(f->lib, arg);
  visit(f->argtypes, arg);
  visit(f->argtypes_given, arg);
  visit(f->restype, arg);
}

static void funcptr_clear(Obj *o) {
  FuncPtr *f = (FuncPtr *)o;
  Value held[3] = {f->lib, f->argtypes, f->argtypes_given};
  f->lib = f->argtypes = f->argtypes_given = rt_none();
  for (int k = 0; k < 3; k++) rt_decref(held[k]);
}

static Value funcptr_repr(Value self) { return rt_str_printf("<_FuncPtr object at %p>", (void *)self.as.o); }

static Value funcptr_getattr(Value self, const char *name) {
  FuncPtr *f = RT_AS(FuncPtr, self);
  Value v = rt_undef();
  if (strcmp(name, "argtypes") == 0) v = f->argtypes_given;
  else if (strcmp(name, "restype") == 0) v = f->restype;
  else if (strcmp(name, "__name__") == 0) return rt_str_from_c(f->name);
  rt_incref(v);
  return v;
}

static bool funcptr_setattr(Value self, const char *name, Value v) {
  FuncPtr *f = RT_AS(FuncPtr, self);
  if (strcmp(name, "argtypes") == 0) {
    Value t = rt_undef();
    if (!rt_is_none(v)) {
      Value list = rt_list_new(0);
      int mark = rt_cleanup_push_value(&list);
      Value it = rt_iter(v), item;
      rt_cleanup_push_value(&it);
      while (rt_next(it, &item)) {
        rt_list_append(list, item);
        rt_decref(item);
        Value fp;
        if (!ct_type_of_class(item) && !rt_try_getattr(item, "from_param", &fp))
          rt_raise(RT_EXC_TypeError, "item %lld in _argtypes_ has no from_param method",
                   (long long)RT_AS(List, list)->n);
        else if (!ct_type_of_class(item)) rt_decref(fp);
      }
      t = rt_tuple_from(RT_AS(List, list)->n, RT_AS(List, list)->items);
      rt_cleanup_pop(mark, true);
    } else {
      t = rt_none();
    }
    rt_decref(f->argtypes);
    f->argtypes = t;
    rt_incref(v);
    rt_decref(f->argtypes_given);
    f->argtypes_given = v;
    return true;
  }
  if (strcmp(name, "restype") == 0) {
    if (!rt_is_none(v) && !ct_type_of_class(v))
      rt_raise(RT_EXC_TypeError, "restype must be a type, a callable, or None");
    rt_incref(v);
    rt_decref(f->restype);
    f->restype = v;
    return true;
  }
  return false;
}

static Value funcptr_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  FuncPtr *f = RT_AS(FuncPtr, self);
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "this function takes no keyword arguments");
  CType *rt = rt_is_none(f->restype) ? NULL : ct_type_of_class(f->restype);
  return call_foreign(f->fn, f->argtypes, rt, argc, argv);
}

static const ObjType funcptr_type = {
    .name = "_FuncPtr",
    .traverse = funcptr_traverse,
    .clear = funcptr_clear,
    .free = funcptr_free,
    .repr = funcptr_repr,
    .getattr = funcptr_getattr,
    .setattr = funcptr_setattr,
    .call = funcptr_call,
};

/* ---- CDLL ---- */

typedef struct Library {
  Obj hdr;
  void *handle;
  char *name;
  Value funcs; /* a module object: libc.abs is the same object each time (its argtypes stay) */
} Library;

static void lib_free(Obj *o) {
  Library *l = (Library *)o;
  rt_decref(l->funcs);
  free(l->name);
  free(l);
}

static void lib_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((Library *)o)->funcs, arg);
}

/* Cleared, a library has no function table: it is garbage, and nothing looks one up again. */
static void lib_clear(Obj *o) {
  Library *l = (Library *)o;
  Value funcs = l->funcs;
  l->funcs = rt_undef();
  rt_decref(funcs);
}

static Value lib_repr(Value self) {
  Library *l = RT_AS(Library, self);
  return rt_str_printf("<CDLL '%s', handle %lx at %p>", l->name ? l->name : "None",
                       (unsigned long)(uintptr_t)l->handle, (void *)l);
}

static Value lib_function(Value self, const char *name) {
  Library *l = RT_AS(Library, self);
  dlerror();
  void *fn = dlsym(l->handle, name);
  if (!fn) {
    const char *err = dlerror();
    rt_raise(RT_EXC_AttributeError, "%s", err ? err : name);
  }
  FuncPtr *f = rt_malloc(sizeof *f);
  rt_obj_init(&f->hdr, &funcptr_type);
  f->fn = fn;
  f->name = rt_strdup(name);
  rt_incref(self);
  f->lib = self;
  f->argtypes = rt_none();
  f->argtypes_given = rt_none();
  f->restype = rt_obj(ct_simple('i'));
  rt_incref(f->restype);
  rt_gc_track(&f->hdr);
  return rt_obj(f);
}

static Value lib_getattr(Value self, const char *name) {
  Library *l = RT_AS(Library, self);
  if (strcmp(name, "_name") == 0) return l->name ? rt_str_from_c(l->name) : rt_none();
  if (strcmp(name, "_handle") == 0) return rt_int_from_u64((uint64_t)(uintptr_t)l->handle);
  if (name[0] == '_' && name[1] == '_') return rt_undef();
  Value f = rt_module_lookup(l->funcs, name);
  if (!rt_is_undef(f)) return (rt_incref(f), f);
  f = lib_function(self, name);
  rt_incref(f);
  rt_module_set(l->funcs, name, f);
  return f;
}

static Value lib_getitem(Value self, Value key) {
  if (!rt_is_str(key)) rt_raise(RT_EXC_TypeError, "function name must be a string");
  return lib_function(self, rt_str_data(key));
}

static const ObjType lib_type = {
    .name = "CDLL",
    .traverse = lib_traverse,
    .clear = lib_clear,
    .free = lib_free,
    .repr = lib_repr,
    .getattr = lib_getattr,
    .getitem = lib_getitem,
};

static Value c_cdll(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"name", "mode", "handle", "use_errno", "use_last_error", "winmode"};
  Value a[6];
  rt_parse_args("CDLL", argc, argv, kw, 6, names, 1, a);
  if (!rt_is_none(a[0]) && !rt_is_str(a[0]))
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(a[0]));
  int mode = RTLD_NOW | RTLD_LOCAL;
  if (!rt_is_undef(a[1])) mode = (int)rt_to_index(a[1], "mode") | RTLD_NOW;
  const char *name = rt_is_none(a[0]) ? NULL : rt_str_data(a[0]);
  void *h = dlopen(name, mode);
  if (!h) rt_raise(RT_EXC_OSError, "%s", dlerror());
  Library *l = rt_malloc(sizeof *l);
  rt_obj_init(&l->hdr, &lib_type);
  l->handle = h;
  l->name = name ? strdup(name) : NULL;
  l->funcs = rt_undef();
  Value v = rt_obj(l);
  int mark = rt_cleanup_push_value(&v);
  l->funcs = rt_module_new("functions");
  rt_cleanup_pop(mark, false);
  rt_gc_track(&l->hdr);
  return v;
}

/* ---- CFUNCTYPE: prototypes, calls through a pointer, callbacks ---- */

/* CFUNCTYPE(restype, *argtypes): a new CT_FUNC class. */
static Value c_cfunctype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  (void)kw;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "CFUNCTYPE() missing 1 required positional argument: 'restype'");
  CType *t = rt_calloc(1, sizeof *t);
  rt_obj_init(&t->hdr, &ct_type_type);
  rt_gc_track(&t->hdr); /* calloc'ed: nothing to visit yet */
  Value tv = rt_obj(t);
  int mark = rt_cleanup_push_value(&tv);
  t->kind = CT_FUNC;
  t->name = rt_strdup("CFunctionType");
  t->size = t->align = sizeof(void *);
  t->ffi = &ffi_type_pointer;
  t->argtypes = rt_calloc((size_t)argc, sizeof(CType *));
  for (int k = 0; k < argc; k++) {
    CType *a = rt_is_none(argv[k]) && k == 0 ? NULL : ct_type_of_class(argv[k]);
    if (!a && !(k == 0 && rt_is_none(argv[k])))
      rt_raise(RT_EXC_TypeError, "CFUNCTYPE: %s is not a ctypes type", rt_type_name(argv[k]));
    if (a) rt_incref(rt_obj(a));
    if (k == 0) t->restype = a;
    else t->argtypes[t->nargs++] = a;
  }
  rt_cleanup_pop(mark, false);
  return tv;
}

/* A prototype's argtypes as a tuple of classes (new reference). */
static Value proto_argtypes(CType *ft) {
  Value t = rt_tuple_new(ft->nargs);
  for (int k = 0; k < ft->nargs; k++) rt_tuple_set(t, k, ct_class_value(ft->argtypes[k]));
  return t;
}

Value ct_call_funcdata(Value self, int argc, const Value *argv, const Kwargs *kw) {
  CData *d = RT_AS(CData, self);
  if (d->type->kind != CT_FUNC) rt_raise(RT_EXC_TypeError, "'%s' object is not callable", d->type->name);
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "this function takes no keyword arguments");
  void *fn = ct_load_ptr(d->ptr);
  if (!fn) rt_raise(RT_EXC_ValueError, "NULL function pointer");
  if (argc != d->type->nargs) {
    rt_raise(RT_EXC_TypeError, "this function takes %d argument%s (%d given)", d->type->nargs,
             d->type->nargs == 1 ? "" : "s", argc);
  }
  Value types = proto_argtypes(d->type);
  int mark = rt_cleanup_push_value(&types);
  Value r = call_foreign(fn, types, d->type->restype, argc, argv);
  rt_cleanup_pop(mark, true);
  return r;
}

typedef struct Callback {
  ffi_closure *closure;
  void *code;
  ffi_cif cif;
  ffi_type **atypes;
  CData *owner; /* borrowed: the CData owns this */
} Callback;

void ct_callback_free(void *p) {
  Callback *cb = p;
  if (!cb) return;
  if (cb->closure) ffi_closure_free(cb->closure);
  free(cb->atypes);
  free(cb);
}

typedef struct CbCall {
  Callback *cb;
  void *ret;
  void **args;
} CbCall;

/* The argument values, then the call, then the result into ret (widened to ffi_arg for small
 * integers, as libffi wants). Runs protected. */
static void run_callback(void *ud) {
  CbCall *c = ud;
  CType *ft = c->cb->owner->type;
  Value args = rt_tuple_new(ft->nargs);
  int mark = rt_cleanup_push_value(&args);
  for (int k = 0; k < ft->nargs; k++) {
    CType *at = ft->argtypes[k];
    Value v;
    if (at->kind == CT_SIMPLE) {
      v = ct_get(at, c->args[k], rt_undef());
    } else { /* a copy: the argument's memory is gone once the callback returns */
      v = at->kind == CT_STRUCT ? ct_struct_instance(at, NULL, rt_undef()) : ct_data_new(at);
      memcpy(ct_data_of(v)->ptr, c->args[k], at->size);
    }
    rt_tuple_set(args, k, v);
  }
  Value r = rt_call(c->cb->owner->callable, ft->nargs, RT_AS(Tuple, args)->items, NULL);
  rt_cleanup_push_value(&r);
  CType *rt = ft->restype;
  if (rt) {
    char tmp[64] = {0};
    ct_set(rt, rt->size <= sizeof tmp ? tmp : c->ret, r, NULL);
    if (rt->kind == CT_SIMPLE && rt->size < sizeof(ffi_arg) && strchr("bBhHiI?c", rt->code)) {
      Value iv = ct_get(rt, tmp, rt_undef());
      int64_t i = iv.tag == RT_BOOL ? iv.as.b : iv.as.i;
      *(ffi_sarg *)c->ret = (ffi_sarg)i;
    } else if (rt->size <= sizeof tmp) {
      memcpy(c->ret, tmp, rt->size);
    }
  }
  rt_cleanup_pop(mark, true);
}

static void probe_raise(void *ud) {
  (void)ud;
  rt_raise(RT_EXC_RuntimeError, "probe");
}

static void print_ignored(Callback *cb) {
  Exception *e = rt_error_take();
  Value fr = rt_repr(cb->owner->callable);
  fprintf(stderr, "Exception ignored on calling ctypes callback function: %s\n", rt_str_data(fr));
  rt_decref(fr);
  fprintf(stderr, "Traceback (most recent call last):\n");
  /* the trace holds the frames that called into C too: CPython shows the callback's only */
  int outer = rt_pcall(probe_raise, NULL) ? rt_error_current()->ntrace : 0;
  rt_error_clear();
  for (int k = outer < e->ntrace ? outer : 0; k < e->ntrace; k++) {
    fprintf(stderr, "  File \"%s\", line %d, in %s\n", e->trace[k].file, e->trace[k].line,
            e->trace[k].func);
  }
  if (e->value) {
    Value line = rt_exc_line(rt_obj(e->value));
    fprintf(stderr, "%s\n", rt_str_data(line));
    rt_decref(line);
  } else if (e->message && e->message[0]) {
    fprintf(stderr, "%s: %s\n", rt_exc_names[e->kind], e->message);
  } else {
    fprintf(stderr, "%s\n", rt_exc_names[e->kind]);
  }
  rt_exception_free(e);
}

static void callback_entry(ffi_cif *cif, void *ret, void **args, void *user) {
  Callback *cb = user;
  CbCall c = {cb, ret, args};
  memset(ret, 0, cif->rtype->size > sizeof(ffi_arg) ? cif->rtype->size : sizeof(ffi_arg));
  if (rt_pcall(run_callback, &c)) {
    fflush(stdout);
    print_ignored(cb);
  }
}

Value ct_callback_new(CType *ft, Value f) {
  Value v = ct_data_new(ft);
  CData *d = RT_AS(CData, v);
  if (is_int(f)) {
    ct_set(ct_simple('P'), d->ptr, f, NULL);
    return v;
  }
  int mark = rt_cleanup_push_value(&v);
  bool callable = rt_is_instance(f) ? rt_instance_callable(f) : (rt_is_obj(f) && f.as.o->type->call);
  if (!callable) rt_raise(RT_EXC_TypeError, "argument must be callable or integer function address");
  /* a callback returns scalars only: C gets no structure, array or pointer from Python */
  if (ft->restype && ft->restype->kind != CT_SIMPLE)
    rt_raise(RT_EXC_TypeError, "invalid result type for callback function");
  rt_incref(f);
  d->callable = f;
  Callback *cb = rt_calloc(1, sizeof *cb);
  d->closure = cb;
  cb->owner = d;
  cb->atypes = rt_calloc((size_t)ft->nargs + 1, sizeof(ffi_type *));
  for (int k = 0; k < ft->nargs; k++) cb->atypes[k] = ct_ffi(ft->argtypes[k]);
  ffi_type *rtype = ft->restype ? ct_ffi(ft->restype) : &ffi_type_void;
  if (ffi_prep_cif(&cb->cif, FFI_DEFAULT_ABI, (unsigned)ft->nargs, rtype, cb->atypes) != FFI_OK)
    rt_raise(RT_EXC_TypeError, "ffi_prep_cif failed");
  cb->closure = ffi_closure_alloc(sizeof(ffi_closure), &cb->code);
  if (!cb->closure) rt_raise(RT_EXC_MemoryError, "%s", "");
  if (ffi_prep_closure_loc(cb->closure, &cb->cif, callback_entry, cb, cb->code) != FFI_OK)
    rt_raise(RT_EXC_TypeError, "ffi_prep_closure_loc failed");
  ct_store_ptr(d->ptr, cb->code);
  rt_cleanup_pop(mark, false);
  return v;
}

/* ---- the module's part ---- */

static Value c_loadlibrary(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return c_cdll(self, argc, argv, kw);
}

void ct_call_init(Value m) {
  rt_module_set(m, "CDLL", rt_native_class("CDLL", c_cdll, NULL, "<class 'ctypes.CDLL'>"));
  Value loader = rt_module_new("LibraryLoader");
  rt_module_add_fn(loader, "LoadLibrary", c_loadlibrary);
  rt_module_set(m, "cdll", loader);
  rt_module_add_fn(m, "CFUNCTYPE", c_cfunctype);
  Value bases = rt_tuple_from(1, (Value[]){rt_exc_class(RT_EXC_Exception)});
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("ctypes.ArgumentError", bases);
  rt_class_finish(cls, rt_none());
  rt_cleanup_pop(mark, true);
  CallState *st = rt_runtime_state(&call_key);
  st->argument_error = cls;
  rt_module_set(m, "ArgumentError", cls);
}
