/* cfunc.c — numba.cfunc(signature): a Python function made callable from C, as Numba's CFunc
 * (`.address` the C function pointer as an int, `.ctypes` a ctypes function of the signature,
 * `.native_name`, and calling the object calls the Python function itself, as Numba's does).
 *
 * The C entry point is a libffi closure over the interpreter: ctypes' CFUNCTYPE(restype,
 * *argtypes)(function), so arguments arrive converted as ctypes converts them (a CPointer(T)
 * argument is a ctypes pointer: `p[0]` reads it) and the result is converted to the C type.
 * The CPU engine is not used for cfuncs (docs/cpu.md): its functions take Weft's context
 * argument, not the plain C signature.
 *
 * Signatures: a Numba signature object of scalar types (`types.float64(types.float64)`), or a
 * string, where CPointer(T) and voidptr may also appear ("intc(CPointer(intc), CPointer(intc))",
 * the comparison function libc's qsort takes). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../kir/numba_types.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "numba_module.h"

typedef struct CFunc {
  Obj hdr;
  Value pyfunc;  /* the function decorated */
  Value cfn;     /* its ctypes function (CFUNCTYPE instance) */
  Value address; /* int */
  char *native_name;
} CFunc;

static const ObjType cfunc_type;

/* Numba's type names (numba.types) and the ctypes type of each. */
static const struct {
  const char *names; /* space-separated, with a space at each end */
  const char *ctype; /* NULL: void */
} type_table[] = {
    {" float64 f8 double ", "c_double"},
    {" float32 f4 float_ ", "c_float"},
    {" int64 i8 int_ long_ longlong intp ssize_t ", "c_int64"},
    {" int32 i4 intc ", "c_int32"},
    {" int16 i2 short ", "c_int16"},
    {" int8 i1 char ", "c_int8"},
    {" uint64 u8 uint ulong ulonglong uintp size_t ", "c_uint64"},
    {" uint32 u4 uintc ", "c_uint32"},
    {" uint16 u2 ushort ", "c_uint16"},
    {" uint8 u1 byte uchar ", "c_uint8"},
    {" boolean bool_ b1 ", "c_bool"},
    {" voidptr ", "c_void_p"},
    {" void none ", NULL},
};

/* The ctypes type named by Numba's name (a new reference; None for void), or RT_UNDEF. */
static Value ctype_named(Value ctypes, const char *name, size_t n) {
  char spaced[40];
  if (n + 3 > sizeof spaced) return rt_undef();
  snprintf(spaced, sizeof spaced, " %.*s ", (int)n, name);
  for (size_t k = 0; k < sizeof type_table / sizeof type_table[0]; k++) {
    if (!strstr(type_table[k].names, spaced)) continue;
    return type_table[k].ctype ? rt_getattr(ctypes, type_table[k].ctype) : rt_none();
  }
  return rt_undef();
}

typedef struct SigParse {
  const char *p, *text;
  char named[1024]; /* a named signature's text (types.void(types.CPointer(float64), intc)) */
  Value ctypes;
  Value types[KIR_MAX_ARGS + 1]; /* [0] the result, then the arguments */
  int n;
} SigParse;

static void sig_skip(SigParse *s) {
  while (isspace((unsigned char)*s->p)) s->p++;
}

/* Numba evaluates the string among its type names: an unknown name is a NameError. */
static Value sig_type(SigParse *s) {
  sig_skip(s);
  const char *start = s->p;
  while (isalnum((unsigned char)*s->p) || *s->p == '_') s->p++;
  size_t n = (size_t)(s->p - start);
  if (!n) rt_raise(RT_EXC_SyntaxError, "invalid syntax");
  if (n == 8 && !strncmp(start, "CPointer", 8)) {
    sig_skip(s);
    if (*s->p++ != '(') rt_raise(RT_EXC_SyntaxError, "invalid syntax");
    Value inner = sig_type(s);
    int mark = rt_cleanup_push_value(&inner);
    sig_skip(s);
    if (*s->p++ != ')') rt_raise(RT_EXC_SyntaxError, "invalid syntax");
    Value pointer = rt_getattr(s->ctypes, "POINTER");
    rt_cleanup_push_value(&pointer);
    Value t = rt_call(pointer, 1, &inner, NULL);
    rt_cleanup_pop(mark, true);
    return t;
  }
  Value t = ctype_named(s->ctypes, start, n);
  if (rt_is_undef(t)) rt_raise(RT_EXC_NameError, "name '%.*s' is not defined", (int)n, start);
  return t;
}

static void sig_release(void *p) {
  SigParse *s = p;
  for (int k = 0; k < s->n; k++) rt_decref(s->types[k]);
}

/* "ret(arg, ...)": the ctypes types into s->types (the caller releases them). */
static void sig_parse_text(SigParse *s) {
  s->types[s->n++] = sig_type(s);
  sig_skip(s);
  if (*s->p++ != '(') rt_raise(RT_EXC_SyntaxError, "invalid syntax");
  sig_skip(s);
  while (*s->p != ')') {
    if (s->n > KIR_MAX_ARGS) rt_raise(RT_EXC_TypeError, "too many arguments in a cfunc signature");
    s->types[s->n++] = sig_type(s);
    sig_skip(s);
    if (*s->p == ',') s->p++, sig_skip(s);
    else if (*s->p != ')') rt_raise(RT_EXC_SyntaxError, "invalid syntax");
  }
  s->p++;
  sig_skip(s);
  if (*s->p) rt_raise(RT_EXC_SyntaxError, "invalid syntax");
}

static Value ctype_of_ty(Value ctypes, KirTy t) {
  if (t.kind == KIR_TY_VOID) return rt_none();
  if (t.kind != KIR_TY_SCALAR || t.dtype >= DT_COMPLEX64)
    rt_raise(RT_EXC_TypeError, "cfunc: only scalar types and pointers can cross into C");
  const char *name = rt_dtypes[t.dtype].name;
  return ctype_named(ctypes, !strcmp(name, "bool") ? "boolean" : name,
                     strlen(!strcmp(name, "bool") ? "boolean" : name));
}

/* One type name of a named signature as the string form writes it: float64* is CPointer(float64). */
static size_t put_name(char *buf, size_t n, const char *name) {
  size_t len = strlen(name);
  if (len > 1 && name[len - 1] == '*')
    return (size_t)snprintf(buf, n, "CPointer(%.*s)", (int)(len - 1), name);
  return (size_t)snprintf(buf, n, "%s", !strcmp(name, "none") ? "void" : name);
}

/* A signature with pointers (types.void(types.CPointer(types.float64), types.intc)) as the
 * text "void(CPointer(float64), int32)"; false for anything else. */
static bool named_sig_text(Value sig, char *buf, size_t n) {
  char names[KIR_MAX_ARGS][160], ret[160];
  int nargs = 0;
  if (!nb_named_sig(sig, &nargs, names, ret, sizeof ret)) return false;
  size_t used = put_name(buf, n, ret);
  if (used < n) used += (size_t)snprintf(buf + used, n - used, "(");
  for (int k = 0; k < nargs && used < n; k++) {
    if (k) used += (size_t)snprintf(buf + used, n - used, ", ");
    if (used < n) used += put_name(buf + used, n - used, names[k]);
  }
  if (used < n) used += (size_t)snprintf(buf + used, n - used, ")");
  return used < n;
}

/* Numba's message for a signature that is neither a string nor a signature object. */
static void sig_parse(SigParse *s, Value sig) {
  if (rt_is_str(sig)) {
    s->text = s->p = rt_str_data(sig);
    sig_parse_text(s);
    return;
  }
  if (named_sig_text(sig, s->named, sizeof s->named)) {
    s->text = s->p = s->named;
    sig_parse_text(s);
    return;
  }
  if (!nb_is_type(sig) || !RT_AS(NbType, sig)->is_sig) {
    Value r = rt_repr(sig);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "invalid signature: %s (type: '%s') evaluates to '%s' instead of tuple or Signature",
             rt_str_data(r), rt_type_name(sig), rt_type_name(sig));
  }
  const KirSig *k = &RT_AS(NbType, sig)->sig;
  if (k->ret.kind == KIR_TY_INFER) rt_raise(RT_EXC_TypeError, "cfunc: the signature must give the return type");
  s->types[s->n++] = ctype_of_ty(s->ctypes, k->ret);
  for (int a = 0; a < k->nargs; a++) s->types[s->n++] = ctype_of_ty(s->ctypes, k->args[a]);
}

/* Numba's mangled name, without its hash of the signature: cfunc._ZN8__main__3addE. */
static char *native_name_of(Value fn) {
  Value q = rt_getattr(fn, "__qualname__");
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "cfunc._ZN8__main__%zu%sE", strlen(rt_str_data(q)), rt_str_data(q));
  rt_decref(q);
  char *name = rt_strdup(sb.data);
  rt_sb_free(&sb);
  return name;
}

static Value make_cfunc(Value sig, Value fn) {
  rt_decref(rt_getattr(fn, "__name__")); /* Numba's AttributeError for what is not a function */
  SigParse s = {.ctypes = rt_import("ctypes")};
  int mark = rt_cleanup_push_value(&s.ctypes);
  rt_cleanup_push(sig_release, &s);
  sig_parse(&s, sig);
  Value proto_fn = rt_getattr(s.ctypes, "CFUNCTYPE");
  rt_cleanup_push_value(&proto_fn);
  Value proto = rt_call(proto_fn, s.n, s.types, NULL);
  rt_cleanup_push_value(&proto);
  Value cfn = rt_call(proto, 1, &fn, NULL);
  rt_cleanup_push_value(&cfn);
  /* the address: ctypes.cast(cfn, c_void_p).value */
  Value cast = rt_getattr(s.ctypes, "cast");
  rt_cleanup_push_value(&cast);
  Value args[2] = {cfn, rt_getattr(s.ctypes, "c_void_p")};
  rt_cleanup_push_value(&args[1]);
  Value vp = rt_call(cast, 2, args, NULL);
  rt_cleanup_push_value(&vp);
  Value address = rt_getattr(vp, "value");
  CFunc *c = rt_calloc(1, sizeof *c);
  rt_obj_init(&c->hdr, &cfunc_type);
  rt_incref(fn);
  rt_incref(cfn);
  *c = (CFunc){c->hdr, fn, cfn, address, NULL};
  Value out = rt_obj(c);
  rt_cleanup_push_value(&out);
  c->native_name = native_name_of(fn);
  rt_incref(out); /* the pop below releases the registration's reference */
  rt_cleanup_pop(mark, true);
  return out;
}

static Value cfunc_apply(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc != 1 || (kw && kw->n)) rt_raise(RT_EXC_TypeError, "cfunc decorator takes one function");
  return make_cfunc(self, argv[0]);
}

/* cfunc(sig, locals={}, cache=False, pipeline_class=None, **options): the decorator. */
Value nb_cfunc(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  (void)kw;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "cfunc() missing 1 required positional argument: 'sig'");
  char text[1024];
  if (!rt_is_str(argv[0]) && !(nb_is_type(argv[0]) && RT_AS(NbType, argv[0])->is_sig) &&
      !named_sig_text(argv[0], text, sizeof text)) {
    SigParse s = {.ctypes = rt_undef()};
    sig_parse(&s, argv[0]); /* raises Numba's TypeError */
  }
  return rt_native_bind("cfunc", cfunc_apply, argv[0]);
}

static Value cfunc_getattr(Value self, const char *name) {
  CFunc *c = RT_AS(CFunc, self);
  Value v = rt_undef();
  if (!strcmp(name, "address")) v = c->address;
  else if (!strcmp(name, "ctypes")) v = c->cfn;
  else if (!strcmp(name, "native_name")) return rt_str_from_c(c->native_name);
  else if (!strcmp(name, "__name__") || !strcmp(name, "__qualname__") || !strcmp(name, "__doc__"))
    return rt_getattr(c->pyfunc, name);
  if (!rt_is_undef(v)) rt_incref(v);
  return v;
}

/* Calling the CFunc calls the Python function, as Numba's CFunc.__call__ does. */
static Value cfunc_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_call(RT_AS(CFunc, self)->pyfunc, argc, argv, kw);
}

static Value cfunc_repr(Value self) {
  char buf[96];
  snprintf(buf, sizeof buf, "<numba.core.ccallback.CFunc object at %p>", (void *)RT_AS(CFunc, self));
  return rt_str_from_c(buf);
}

static void cfunc_free(Obj *o) {
  CFunc *c = (CFunc *)o;
  rt_decref(c->pyfunc);
  rt_decref(c->cfn);
  rt_decref(c->address);
  free(c->native_name);
  free(c);
}

static const ObjType cfunc_type = {
    .name = "CFunc",
    .free = cfunc_free,
    .repr = cfunc_repr,
    .getattr = cfunc_getattr,
    .call = cfunc_call,
};
