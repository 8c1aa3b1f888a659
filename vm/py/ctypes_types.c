/* ctypes_types.c — the ctypes classes and their instances: the scalar types (c_int, c_double,
 * c_void_p, ...) with .value and CPython's reprs, pointer types (POINTER(T): .contents,
 * indexing), array types (T * n: indexing, slices, len, iteration), and the conversions between
 * Python values and C memory that fields, items, arguments and results share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/buffer.h"
#include "../obj/exc.h"
#include "../obj/dict.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "ctypes_internal.h"

/* ---- the scalar classes: static, never freed ---- */

typedef struct SimpleInfo {
  const char *name;
  char code;
  size_t size, align;
  ffi_type *ffi;
} SimpleInfo;

/* Aliases (c_int32, c_size_t, ...) are the same class under another name, as in CPython on
 * x86-64 Linux: c_longlong is c_long there, so its repr says c_long. */
#define CT_SIMPLES(X)                                                  \
  X("c_byte", 'b', signed char, ffi_type_schar)                        \
  X("c_ubyte", 'B', unsigned char, ffi_type_uchar)                     \
  X("c_short", 'h', short, ffi_type_sshort)                            \
  X("c_ushort", 'H', unsigned short, ffi_type_ushort)                  \
  X("c_int", 'i', int, ffi_type_sint)                                  \
  X("c_uint", 'I', unsigned int, ffi_type_uint)                        \
  X("c_long", 'l', long, ffi_type_slong)                               \
  X("c_ulong", 'L', unsigned long, ffi_type_ulong)                     \
  X("c_float", 'f', float, ffi_type_float)                             \
  X("c_double", 'd', double, ffi_type_double)                          \
  X("c_longdouble", 'g', long double, ffi_type_longdouble)             \
  X("c_bool", '?', _Bool, ffi_type_uchar)                              \
  X("c_char", 'c', char, ffi_type_schar)                               \
  X("c_void_p", 'P', void *, ffi_type_pointer)                         \
  X("c_char_p", 'z', char *, ffi_type_pointer)                         \
  X("c_wchar", 'u', wchar_t, ffi_type_sint32)                          \
  X("c_wchar_p", 'Z', wchar_t *, ffi_type_pointer)

#define X(n, c, ct, f) {.hdr = {NULL, 1 << 30, 0}, .kind = CT_SIMPLE, .code = c, .name = n, \
    .builtin = true, .size = sizeof(ct), .align = _Alignof(ct), .ffi = &f},
static CType simples[] = {CT_SIMPLES(X)};
#undef X
#define NSIMPLE ((int)(sizeof simples / sizeof simples[0]))

static const struct { const char *alias, *name; } aliases[] = {
    {"c_longlong", "c_long"}, {"c_ulonglong", "c_ulong"}, {"c_int8", "c_byte"},
    {"c_uint8", "c_ubyte"},   {"c_int16", "c_short"},     {"c_uint16", "c_ushort"},
    {"c_int32", "c_int"},     {"c_uint32", "c_uint"},     {"c_int64", "c_long"},
    {"c_uint64", "c_ulong"},  {"c_size_t", "c_ulong"},    {"c_ssize_t", "c_long"},
};

CType *ct_simple(char code) {
  for (int k = 0; k < NSIMPLE; k++) {
    if (simples[k].code == code) return &simples[k];
  }
  return NULL;
}

static bool is_int_code(char c) { return strchr("bBhHiIlLq", c) != NULL; }

/* ---- CType objects ---- */

static void ctype_free(Obj *o) {
  CType *t = (CType *)o;
  if (t->ptr_type) rt_decref(rt_obj(t->ptr_type));
  if (t->target) rt_decref(rt_obj(t->target));
  if (t->restype) rt_decref(rt_obj(t->restype));
  for (int k = 0; k < t->nargs; k++) rt_decref(rt_obj(t->argtypes[k]));
  free(t->argtypes);
  for (int k = 0; k < t->nfields; k++) {
    free(t->fields[k].name);
    rt_decref(rt_obj(t->fields[k].type));
  }
  free(t->fields);
  free(t->owned_ffi.elements);
  free(t->name);
  rt_decref(t->cls);
  rt_decref(t->arrays);
  free(t);
}

/* The cycle collector (gc.h): a type and its pointer type hold each other, a structure's
 * class and layout too, and a linked structure's fields hold a pointer to it. Cleared, a type
 * keeps its size and target; its pointer type, class and fields go. */
static void ctype_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  CType *t = (CType *)o;
  if (t->target) visit(rt_obj(t->target), arg);
  if (t->ptr_type) visit(rt_obj(t->ptr_type), arg);
  if (t->restype) visit(rt_obj(t->restype), arg);
  for (int k = 0; k < t->nargs; k++) visit(rt_obj(t->argtypes[k]), arg);
  for (int k = 0; k < t->nfields; k++) visit(rt_obj(t->fields[k].type), arg);
  visit(t->cls, arg);
  visit(t->arrays, arg);
}

static void ctype_clear(Obj *o) {
  CType *t = (CType *)o;
  CType *ptr = t->ptr_type;
  CField *fields = t->fields;
  int nfields = t->nfields;
  Value cls = t->cls, arrays = t->arrays;
  t->arrays = rt_undef();
  t->ptr_type = NULL;
  t->fields = NULL;
  t->nfields = 0;
  t->cls = rt_undef();
  if (ptr) rt_decref(rt_obj(ptr));
  for (int k = 0; k < nfields; k++) {
    free(fields[k].name);
    rt_decref(rt_obj(fields[k].type));
  }
  free(fields);
  rt_decref(cls);
  rt_decref(arrays);
}

const char *ct_module_of(CType *t) { return t->builtin ? "ctypes" : "__main__"; }

static Value ctype_repr(Value self) {
  CType *t = RT_AS(CType, self);
  if (t->kind == CT_FUNC) return rt_str_from_c("<class 'ctypes.CFUNCTYPE.<locals>.CFunctionType'>");
  return rt_str_printf("<class '%s.%s'>", ct_module_of(t), t->name);
}

/* The libffi description of an aggregate of n elements of type e (arrays: libffi has no array
 * type, a struct of the same elements has the same layout and passing rules). */
static void aggregate_ffi(CType *t, ffi_type **elems) {
  t->owned_ffi.size = 0;
  t->owned_ffi.alignment = 0;
  t->owned_ffi.type = FFI_TYPE_STRUCT;
  t->owned_ffi.elements = elems;
  t->ffi = &t->owned_ffi;
}

CType *ct_pointer_type(CType *t) {
  if (t->ptr_type) return t->ptr_type;
  CType *p = rt_calloc(1, sizeof *p);
  rt_obj_init(&p->hdr, &ct_type_type);
  rt_gc_track(&p->hdr);
  p->kind = CT_POINTER;
  p->code = 'P';
  p->name = rt_malloc(strlen(t->name) + 4);
  sprintf(p->name, "LP_%s", t->name);
  p->size = p->align = sizeof(void *);
  p->ffi = &ffi_type_pointer;
  rt_incref(rt_obj(t));
  p->target = t;
  t->ptr_type = p;
  return p;
}

CType *ct_array_type(CType *t, int64_t n, bool *fresh) {
  if (n < 0) rt_raise(RT_EXC_ValueError, "Array length must be >= 0, not %lld", (long long)n);
  if (t->size && (uint64_t)n > ((uint64_t)1 << 40) / t->size)
    rt_raise(RT_EXC_OverflowError, "array too large");
  /* c_int * 3 is c_int * 3 (isinstance works with it), as CPython caches them */
  Value have = rt_is_undef(t->arrays) ? rt_undef() : rt_dict_get(t->arrays, rt_int(n));
  if (fresh) *fresh = !ct_is_type(have);
  if (ct_is_type(have)) {
    rt_incref(have);
    return RT_AS(CType, have);
  }
  CType *a = rt_calloc(1, sizeof *a);
  rt_obj_init(&a->hdr, &ct_type_type);
  rt_gc_track(&a->hdr);
  Value av = rt_obj(a);
  int mark = rt_cleanup_push_value(&av);
  a->kind = CT_ARRAY;
  a->name = rt_malloc(strlen(t->name) + 32);
  sprintf(a->name, "%s_Array_%lld", t->name, (long long)n);
  a->size = t->size * (size_t)n;
  a->align = t->align;
  a->length = n;
  rt_incref(rt_obj(t));
  a->target = t;
  aggregate_ffi(a, NULL); /* the elements when a structure field needs them: ct_ffi */
  if (rt_is_undef(t->arrays)) t->arrays = rt_dict_new();
  rt_dict_set(t->arrays, rt_int(n), av);
  rt_cleanup_pop(mark, false);
  return a;
}

ffi_type *ct_ffi(CType *t) {
  if (t->kind != CT_ARRAY || t->owned_ffi.elements) return t->ffi;
  ffi_type **elems = rt_malloc(sizeof(ffi_type *) * (size_t)(t->length + 1));
  ffi_type *e = ct_ffi(t->target);
  for (int64_t k = 0; k < t->length; k++) elems[k] = e;
  elems[t->length] = NULL;
  t->owned_ffi.elements = elems;
  return t->ffi;
}

CType *ct_type_of_class(Value cls) {
  if (ct_is_type(cls)) return RT_AS(CType, cls);
  return ct_struct_type(cls);
}

Value ct_class_value(CType *t) {
  Value v = t->kind == CT_STRUCT ? t->cls : rt_obj(t);
  rt_incref(v);
  return v;
}

Value ct_type_times(CType *t, Value n) {
  if (!rt_is_intlike(n) && n.tag != RT_BOOL) {
    if (n.tag == RT_OBJ && !rt_is_intlike(n) && !rt_is_str(n) && !rt_is_list(n))
      return rt_undef();
    rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'", rt_type_name(n));
  }
  return rt_obj(ct_array_type(t, rt_to_index(n, "array length"), NULL));
}

/* T * n and n * T make array classes. */
static Value ctype_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_MUL) return rt_undef();
  bool left = ct_is_type(a);
  return ct_type_times(RT_AS(CType, left ? a : b), left ? b : a);
}

static bool is_int_value(Value v);
static uint64_t int_bits(Value v);

/* ---- from_buffer, from_buffer_copy, from_address: instances over given memory ---- */

/* An instance of t over ptr, inside base (RT_UNDEF: memory nobody here owns). */
static Value instance_at(CType *t, char *ptr, Value base) {
  return t->kind == CT_STRUCT ? ct_struct_instance(t, ptr, base) : ct_data_view(t, ptr, base);
}

/* The bytes of buf from offset on, at least t's size of them: CPython's checks. */
static char *buffer_span(CType *t, Value buf, Value off, bool writable) {
  int64_t offset = rt_is_undef(off) ? 0 : rt_to_index(off, "offset");
  CData *d = ct_data_of(buf);
  if (!d && !rt_is_bytes_like(buf))
    rt_raise(RT_EXC_TypeError, "memoryview: a bytes-like object is required, not '%s'", rt_type_name(buf));
  if (writable && rt_is_type(buf, &rt_bytes_type))
    rt_raise(RT_EXC_TypeError, "underlying buffer is not writable");
  if (offset < 0) rt_raise(RT_EXC_ValueError, "offset cannot be negative");
  int64_t have = d ? (int64_t)d->type->size : RT_AS(Bytes, buf)->n;
  if (have < (int64_t)t->size + offset) {
    rt_raise(RT_EXC_ValueError, "Buffer size too small (%lld instead of at least %lld bytes)",
             (long long)have, (long long)t->size + (long long)offset);
  }
  return (d ? d->ptr : (char *)RT_AS(Bytes, buf)->data) + offset;
}

static Value cm_from_buffer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("from_buffer", argc, kw, 1, 2, RT_ARGS_OLD);
  CType *t = ct_type_of_class(self);
  return instance_at(t, buffer_span(t, argv[0], argc > 1 ? argv[1] : rt_undef(), true), argv[0]);
}

static Value cm_from_buffer_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("from_buffer_copy", argc, kw, 1, 2, RT_ARGS_OLD);
  CType *t = ct_type_of_class(self);
  char *src = buffer_span(t, argv[0], argc > 1 ? argv[1] : rt_undef(), false);
  Value v = t->kind == CT_STRUCT ? ct_struct_instance(t, NULL, rt_undef()) : ct_data_new(t);
  memcpy(ct_data_of(v)->ptr, src, t->size);
  return v;
}

static Value cm_from_address(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("from_address", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!is_int_value(argv[0])) rt_raise(RT_EXC_TypeError, "integer expected");
  return instance_at(ct_type_of_class(self), (char *)(uintptr_t)int_bits(argv[0]), rt_undef());
}

Value ct_class_method(Value cls, const char *name) {
  /* the names are kept by the bound method: literals */
  if (strcmp(name, "from_buffer") == 0) return rt_native_bind("from_buffer", cm_from_buffer, cls);
  if (strcmp(name, "from_buffer_copy") == 0)
    return rt_native_bind("from_buffer_copy", cm_from_buffer_copy, cls);
  if (strcmp(name, "from_address") == 0) return rt_native_bind("from_address", cm_from_address, cls);
  return rt_undef();
}

static Value ctype_getattr(Value self, const char *name) {
  CType *t = RT_AS(CType, self);
  if (t->kind != CT_FUNC && strncmp(name, "from_", 5) == 0) return ct_class_method(self, name);
  if (strcmp(name, "__name__") == 0 || strcmp(name, "__qualname__") == 0)
    return rt_str_from_c(t->name);
  if (strcmp(name, "__module__") == 0) return rt_str_from_c(ct_module_of(t));
  if (strcmp(name, "_type_") == 0) {
    if (t->kind == CT_SIMPLE) return rt_str_new(&t->code, 1);
    if (t->target) return ct_class_value(t->target);
  }
  if (strcmp(name, "_length_") == 0 && t->kind == CT_ARRAY) return rt_int(t->length);
  return rt_undef();
}

/* ---- CData objects ---- */

static Value data_alloc(CType *t) {
  CData *d = rt_calloc(1, sizeof *d);
  rt_obj_init(&d->hdr, &ct_data_type);
  rt_incref(rt_obj(t));
  d->type = t;
  d->base = d->keep = d->callable = rt_undef();
  d->ptr = d->inl.bytes;
  ct_finalize(t);
  rt_gc_track(&d->hdr);
  return rt_obj(d);
}

/* The cycle collector (gc.h): a callback whose function names it through a closure cell, a
 * structure whose pointer field keeps an object that holds the structure. The base stays (ptr
 * points into its memory); what it holds is cleared as its own. */
static void data_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  CData *d = (CData *)o;
  visit(d->base, arg);
  visit(d->keep, arg);
  visit(d->callable, arg);
}

static void data_clear(Obj *o) {
  CData *d = (CData *)o;
  Value keep = d->keep, callable = d->callable;
  d->keep = d->callable = rt_undef();
  rt_decref(keep);
  rt_decref(callable);
}

Value ct_data_new(CType *t) {
  Value v = data_alloc(t);
  if (t->size > sizeof(RT_AS(CData, v)->inl)) {
    int mark = rt_cleanup_push_value(&v);
    RT_AS(CData, v)->ptr = rt_calloc(1, t->size);
    RT_AS(CData, v)->heap = true;
    rt_cleanup_pop(mark, false);
  }
  return v;
}

Value ct_data_view(CType *t, char *ptr, Value base) {
  Value v = data_alloc(t);
  RT_AS(CData, v)->ptr = ptr;
  rt_incref(base);
  RT_AS(CData, v)->base = base;
  return v;
}

void ct_keep(CData *d, Value v) {
  /* memory inside another object: that object keeps what its memory refers to */
  while (ct_is_data(d->base)) d = RT_AS(CData, d->base);
  if (rt_is_undef(d->keep)) d->keep = rt_list_new(1);
  rt_list_append(d->keep, v);
}

static void data_free(Obj *o) {
  CData *d = (CData *)o;
  ct_callback_free(d->closure);
  if (d->heap) free(d->ptr);
  rt_decref(d->base);
  rt_decref(d->keep);
  rt_decref(d->callable);
  rt_decref(rt_obj(d->type));
  free(d);
}

/* ---- Python values <-> C memory ---- */

/* The low 64 bits of an int of any size (CPython's mask conversion: c_int(2**40) is 0). */
static uint64_t int_bits(Value v) {
  if (v.tag == RT_BOOL) return v.as.b;
  if (v.tag == RT_INT) return (uint64_t)v.as.i;
  int64_t i;
  uint64_t u;
  if (rt_int_to_i64(v, &i)) return (uint64_t)i;
  if (rt_int_to_u64(v, &u)) return u;
  Value mask = rt_int_from_u64(UINT64_MAX);
  Value low = rt_int_binop(RT_OP_AND, v, mask);
  bool ok = rt_int_to_u64(low, &u);
  rt_decref(low);
  return ok ? u : 0;
}

static bool is_int_value(Value v) {
  return v.tag == RT_INT || v.tag == RT_BOOL || rt_is_bigint(v);
}

static void set_int(char code, char *ptr, Value v) {
  if (!is_int_value(v))
    rt_raise(RT_EXC_TypeError, "'%s' object cannot be interpreted as an integer", rt_type_name(v));
  uint64_t u = int_bits(v);
  switch (code) {
  case 'b': case 'B': *(uint8_t *)ptr = (uint8_t)u; break;
  case 'h': case 'H': *(uint16_t *)ptr = (uint16_t)u; break;
  case 'i': case 'I': *(uint32_t *)ptr = (uint32_t)u; break;
  default: *(uint64_t *)ptr = u; break;
  }
}

static Value get_int(char code, const char *ptr) {
  switch (code) {
  case 'b': return rt_int(*(const int8_t *)ptr);
  case 'B': return rt_int(*(const uint8_t *)ptr);
  case 'h': return rt_int(*(const int16_t *)ptr);
  case 'H': return rt_int(*(const uint16_t *)ptr);
  case 'i': return rt_int(*(const int32_t *)ptr);
  case 'I': return rt_int(*(const uint32_t *)ptr);
  case 'L': return rt_int_from_u64(*(const uint64_t *)ptr);
  default: return rt_int(*(const int64_t *)ptr);
  }
}

static double real_value(Value v) {
  if (v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_bigint(v) ||
      rt_is_scalar_number(v))
    return rt_to_double(v, "real");
  rt_raise(RT_EXC_TypeError, "must be real number, not %s", rt_type_name(v));
}

static void set_simple_aligned(CType *t, char *ptr, Value v, CData *owner) {
  char c = t->code;
  if (is_int_code(c)) return set_int(c, ptr, v);
  switch (c) {
  case 'f': *(float *)ptr = (float)real_value(v); return;
  case 'd': *(double *)ptr = real_value(v); return;
  case 'g': *(long double *)ptr = real_value(v); return;
  case '?': *(_Bool *)ptr = rt_truthy(v); return;
  case 'c':
    if (v.tag == RT_INT && v.as.i >= 0 && v.as.i < 256) {
      *(unsigned char *)ptr = (unsigned char)v.as.i;
      return;
    }
    if (rt_is_bytes_like(v) && RT_AS(Bytes, v)->n == 1) {
      *(unsigned char *)ptr = RT_AS(Bytes, v)->data[0];
      return;
    }
    rt_raise(RT_EXC_TypeError, "one character bytes, bytearray or integer expected");
  case 'u': return ct_set_wchar(ptr, v);
  case 'Z':
    if (rt_is_none(v)) {
      ct_store_ptr(ptr, NULL);
    } else if (is_int_value(v)) {
      *(uint64_t *)ptr = int_bits(v);
    } else if (rt_is_str(v) && owner) { /* a wide copy, which the owner keeps (a call's
                                           argument slot makes its own: ctypes_call.c) */
      Value w = ct_wide_buffer(v);
      ct_store_ptr(ptr, (char *)RT_AS(Bytes, w)->data);
      ct_keep(owner, w);
      rt_decref(w);
    } else {
      rt_raise(RT_EXC_TypeError, "unicode string or integer address expected instead of %s instance",
               rt_type_name(v));
    }
    return;
  case 'P':
    if (rt_is_none(v)) ct_store_ptr(ptr, NULL);
    else if (is_int_value(v)) *(uint64_t *)ptr = int_bits(v);
    else rt_raise(RT_EXC_TypeError, "cannot be converted to pointer");
    return;
  default: /* 'z' */
    if (rt_is_none(v)) {
      ct_store_ptr(ptr, NULL);
    } else if (is_int_value(v)) {
      *(uint64_t *)ptr = int_bits(v);
    } else if (rt_is_type(v, &rt_bytes_type)) {
      /* bytes are NUL-terminated and immutable; the owner keeps them alive (a call's
       * argument lives for the call) */
      ct_store_ptr(ptr, (char *)RT_AS(Bytes, v)->data);
      if (owner) ct_keep(owner, v);
    } else {
      rt_raise(RT_EXC_TypeError, "bytes or integer address expected instead of %s instance",
               rt_type_name(v));
    }
  }
}

static Value get_simple_aligned(CType *t, const char *ptr) {
  char c = t->code;
  if (is_int_code(c)) return get_int(c, ptr);
  switch (c) {
  case 'f': return rt_float(*(const float *)ptr);
  case 'd': return rt_float(*(const double *)ptr);
  case 'g': return rt_float((double)*(const long double *)ptr);
  case '?': return rt_bool(*(const _Bool *)ptr);
  case 'P': {
    void *p = ct_load_ptr(ptr);
    return p ? rt_int_from_u64((uint64_t)(uintptr_t)p) : rt_none();
  }
  case 'z': {
    const char *p = (const char *)ct_load_ptr(ptr);
    return p ? rt_bytes_new(&rt_bytes_type, p, strlen(p)) : rt_none();
  }
  case 'u': return ct_wide_str((const wchar_t *)ptr, 1);
  case 'Z': {
    const wchar_t *p = (const wchar_t *)ct_load_ptr(ptr);
    return p ? ct_wide_str(p, wcslen(p)) : rt_none();
  }
  default: /* 'c' */
    return rt_bytes_new(&rt_bytes_type, ptr, 1);
  }
}

/* A scalar's memory may be misaligned (a _pack_ed field, from_buffer at an offset): it is
 * read and written through an aligned copy. */
typedef union Scalar {
  long double ld;
  void *p;
  char bytes[16];
} Scalar;

static void set_simple(CType *t, char *ptr, Value v, CData *owner) {
  Scalar tmp;
  memcpy(tmp.bytes, ptr, t->size);
  set_simple_aligned(t, tmp.bytes, v, owner);
  memcpy(ptr, tmp.bytes, t->size);
}

static Value get_simple(CType *t, const char *ptr) {
  Scalar tmp;
  memcpy(tmp.bytes, ptr, t->size);
  return get_simple_aligned(t, tmp.bytes);
}

/* "expected LP_c_int instance, got int" */
static _Noreturn void expected(CType *t, Value v) {
  CData *d = ct_data_of(v);
  rt_raise(RT_EXC_TypeError, "expected %s instance, got %s", t->name,
           d ? d->type->name : rt_type_name(v));
}

static void set_pointer(CType *t, char *ptr, Value v, CData *owner) {
  if (rt_is_none(v)) {
    ct_store_ptr(ptr, NULL);
    return;
  }
  CData *d = ct_data_of(v);
  if (d && d->type == t) {
    ct_store_ptr(ptr, ct_load_ptr(d->ptr));
  } else if (d && d->type->kind == CT_ARRAY && d->type->target == t->target) {
    ct_store_ptr(ptr, d->ptr);
  } else {
    expected(t, v);
  }
  if (owner) ct_keep(owner, v);
}

typedef struct TupleInit {
  CType *t;
  Value args, made;
} TupleInit;

static void run_tuple_init(void *ud) {
  TupleInit *ti = ud;
  Tuple *a = RT_AS(Tuple, ti->args);
  ti->made = rt_call(ti->t->cls, (int)a->n, a->items, NULL);
}

/* A struct from a tuple: the class called with its items, then copied (an array of Points
 * made from pairs). Its error comes back as CPython words it: RuntimeError "(Point) TypeError:
 * too many initializers". */
static void set_struct_from_tuple(CType *t, char *ptr, Value v, CData *owner) {
  TupleInit ti = {t, v, rt_undef()};
  if (rt_pcall(run_tuple_init, &ti)) {
    Exception *e = rt_error_take();
    Value line = e->value ? rt_exc_line(rt_obj(e->value)) : rt_undef();
    char msg[512];
    if (!rt_is_undef(line)) snprintf(msg, sizeof msg, "%s", rt_str_data(line));
    else snprintf(msg, sizeof msg, "%s: %s", rt_exc_names[e->kind], e->message ? e->message : "");
    rt_decref(line);
    rt_exception_free(e);
    rt_raise(RT_EXC_RuntimeError, "(%s) %s", t->name, msg);
  }
  int mark = rt_cleanup_push_value(&ti.made);
  ct_set(t, ptr, ti.made, owner);
  rt_cleanup_pop(mark, true);
}

void ct_set(CType *t, char *ptr, Value v, CData *owner) {
  CData *d;
  switch (t->kind) {
  case CT_SIMPLE:
    d = ct_data_of(v);
    if (d && d->type == t) memcpy(ptr, d->ptr, t->size);
    else set_simple(t, ptr, v, owner);
    return;
  case CT_POINTER:
    return set_pointer(t, ptr, v, owner);
  case CT_FUNC:
    d = ct_data_of(v);
    if (rt_is_none(v)) {
      ct_store_ptr(ptr, NULL);
      return;
    }
    if (!d || d->type != t) {
      v = ct_callback_new(t, v);
      d = RT_AS(CData, v);
      ct_store_ptr(ptr, ct_load_ptr(d->ptr));
      if (owner) ct_keep(owner, v);
      rt_decref(v);
      return;
    }
    ct_store_ptr(ptr, ct_load_ptr(d->ptr));
    if (owner) ct_keep(owner, v);
    return;
  default: /* arrays and structs: a copy of an instance of the same class */
    if (t->kind == CT_STRUCT && rt_is_tuple(v)) return set_struct_from_tuple(t, ptr, v, owner);
    d = ct_data_of(v);
    if (!d || d->type != t) expected(t, v);
    memmove(ptr, d->ptr, t->size);
    if (owner && !rt_is_undef(d->keep)) ct_keep(owner, d->keep);
  }
}

Value ct_get(CType *t, char *ptr, Value base) {
  if (t->kind == CT_SIMPLE) return get_simple(t, ptr);
  if (t->kind == CT_STRUCT) return ct_struct_instance(t, ptr, base);
  return ct_data_view(t, ptr, base);
}

/* ---- CData's Python face ---- */

static Value data_repr(Value self) {
  CData *d = RT_AS(CData, self);
  CType *t = d->type;
  if (t->kind == CT_SIMPLE) {
    if (t->code == 'c') {
      unsigned char ch = *(unsigned char *)d->ptr;
      if (ch >= 32 && ch < 127 && ch != '\\' && ch != '\'') return rt_str_printf("c_char(b'%c')", ch);
      if (ch == '\\' || ch == '\'') return rt_str_printf("c_char(b'\\%c')", ch);
      const char *esc = ch == '\n' ? "\\n" : ch == '\t' ? "\\t" : ch == '\r' ? "\\r" : NULL;
      if (esc) return rt_str_printf("c_char(b'%s')", esc);
      return rt_str_printf("c_char(b'\\x%02x')", ch);
    }
    if (t->code == 'z' || t->code == 'Z') {
      void *p = ct_load_ptr(d->ptr);
      if (!p) return rt_str_printf("%s(None)", t->name);
      return rt_str_printf("%s(%llu)", t->name, (unsigned long long)(uintptr_t)p);
    }
    Value v = get_simple(t, d->ptr);
    Value r = rt_repr(v);
    rt_decref(v);
    Value s = rt_str_printf("%s(%s)", t->name, rt_str_data(r));
    rt_decref(r);
    return s;
  }
  if (t->kind == CT_FUNC) return rt_str_printf("<CFunctionType object at %p>", (void *)d);
  return rt_str_printf("<%s.%s object at %p>", ct_module_of(t), t->name, (void *)d);
}

static Value data_getattr(Value self, const char *name) {
  CData *d = RT_AS(CData, self);
  if (strcmp(name, "value") == 0 && d->type->kind == CT_SIMPLE) return get_simple(d->type, d->ptr);
  if (strcmp(name, "contents") == 0 && d->type->kind == CT_POINTER) {
    char *p = (char *)ct_load_ptr(d->ptr);
    if (!p) rt_raise(RT_EXC_ValueError, "NULL pointer access");
    CType *tt = d->type->target;
    if (tt->kind == CT_STRUCT) return ct_struct_instance(tt, p, self);
    return ct_data_view(tt, p, self);
  }
  if (strcmp(name, "_type_") == 0 || strcmp(name, "_length_") == 0)
    return ctype_getattr(rt_obj(d->type), name);
  if (d->type->kind == CT_ARRAY) return ct_text_array_getattr(d, name);
  return rt_undef();
}

static bool data_setattr(Value self, const char *name, Value v) {
  CData *d = RT_AS(CData, self);
  if (strcmp(name, "value") == 0 && d->type->kind == CT_SIMPLE) {
    ct_set(d->type, d->ptr, v, d);
    return true;
  }
  if (d->type->kind == CT_ARRAY && ct_text_array_setattr(d, name, v)) return true;
  if (strcmp(name, "contents") == 0 && d->type->kind == CT_POINTER) {
    CData *target = ct_data_of(v);
    if (!target || target->type != d->type->target) {
      rt_raise(RT_EXC_TypeError, "expected %s instead of %s", d->type->target->name,
               target ? target->type->name : rt_type_name(v));
    }
    ct_store_ptr(d->ptr, target->ptr);
    ct_keep(d, v);
    return true;
  }
  return false;
}

/* The element address of item i of an array or a pointer (raises for a bad index). */
static char *item_ptr(CData *d, Value key) {
  CType *t = d->type;
  int64_t i = rt_to_index(key, "indices");
  if (t->kind == CT_ARRAY) {
    if (i < 0) i += t->length;
    if (i < 0 || i >= t->length) rt_raise(RT_EXC_IndexError, "invalid index");
    return d->ptr + (size_t)i * t->target->size;
  }
  if (t->kind != CT_POINTER)
    rt_raise(RT_EXC_TypeError, "'%s' object is not subscriptable", t->name);
  char *p = (char *)ct_load_ptr(d->ptr);
  if (!p) rt_raise(RT_EXC_ValueError, "NULL pointer access");
  return p + i * (int64_t)t->target->size;
}

/* A pointer's slice p[start:stop:step]: no length to resolve against, so stop is required
 * (and start for a negative step). The element count, *first and *step. */
static int64_t pointer_slice(Value key, int64_t *first, int64_t *step) {
  Slice *sl = RT_AS(Slice, key);
  *step = rt_is_none(sl->step) ? 1 : rt_to_index(sl->step, "slice step");
  if (*step == 0) rt_raise(RT_EXC_ValueError, "slice step cannot be zero");
  if (rt_is_none(sl->start) && *step < 0) rt_raise(RT_EXC_ValueError, "slice start is required for step < 0");
  if (rt_is_none(sl->stop)) rt_raise(RT_EXC_ValueError, "slice stop is required");
  int64_t start = rt_is_none(sl->start) ? 0 : rt_to_index(sl->start, "slice start");
  int64_t stop = rt_to_index(sl->stop, "slice stop");
  *first = start;
  if (*step > 0) return stop > start ? (stop - start - 1) / *step + 1 : 0;
  return start > stop ? (start - stop - 1) / -*step + 1 : 0;
}

/* a[i:j:k] / p[i:j:k]: a list of the items, bytes or str for c_char or c_wchar elements (as
 * CPython). */
static Value data_slice(Value self, Value key) {
  CData *d = RT_AS(CData, self);
  CType *et = d->type->target;
  int64_t start, stop, step, n;
  char *base = d->ptr;
  if (d->type->kind == CT_ARRAY) {
    n = rt_slice_indices(key, d->type->length, &start, &stop, &step);
  } else {
    n = pointer_slice(key, &start, &step);
    base = (char *)ct_load_ptr(d->ptr);
    if (!base && n > 0) rt_raise(RT_EXC_ValueError, "NULL pointer access");
  }
  Value text = ct_text_slice(et, base, start, step, n);
  if (!rt_is_undef(text)) return text;
  Value out = rt_list_new(n);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < n; k++) {
    Value item = ct_get(et, base + (start + k * step) * (int64_t)et->size, self);
    rt_list_append(out, item);
    rt_decref(item);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value data_getitem(Value self, Value key) {
  CData *d = RT_AS(CData, self);
  if (rt_is_type(key, &rt_slice_type) && (d->type->kind == CT_ARRAY || d->type->kind == CT_POINTER))
    return data_slice(self, key);
  char *p = item_ptr(d, key);
  return ct_get(d->type->target, p, self);
}

static void data_setitem(Value self, Value key, Value v) {
  CData *d = RT_AS(CData, self);
  char *p = item_ptr(d, key);
  ct_set(d->type->target, p, v, d);
}

static int64_t data_len(Value self) {
  CData *d = RT_AS(CData, self);
  if (d->type->kind != CT_ARRAY)
    rt_raise(RT_EXC_TypeError, "object of type '%s' has no len()", d->type->name);
  return d->type->length;
}

static Value data_iter(Value self) {
  CData *d = RT_AS(CData, self);
  if (d->type->kind != CT_ARRAY)
    rt_raise(RT_EXC_TypeError, "'%s' object is not iterable", d->type->name);
  return rt_seq_iter_new(self);
}

static int data_truthy(Value self) {
  CData *d = RT_AS(CData, self);
  if (d->type->kind == CT_POINTER || d->type->kind == CT_FUNC) return ct_load_ptr(d->ptr) != NULL;
  if (d->type->kind != CT_SIMPLE) return 1;
  for (size_t k = 0; k < d->type->size; k++) {
    if (d->ptr[k]) return 1;
  }
  return 0;
}

static const char *data_type_name(Value self) { return RT_AS(CData, self)->type->name; }
static Value data_type_object(Value self) { return ct_class_value(RT_AS(CData, self)->type); }

/* Calling a CType: an instance, from the constructor's arguments. */
static Value ctype_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  CType *t = RT_AS(CType, self);
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", t->name);
  if (t->kind == CT_FUNC) {
    rt_check_nargs(t->name, argc, kw, 1, 1);
    return ct_callback_new(t, argv[0]);
  }
  if (t->kind == CT_SIMPLE || t->kind == CT_POINTER) {
    if (argc > 1) rt_raise(RT_EXC_TypeError, "function takes at most 1 argument (%d given)", argc);
  } else if (argc > t->length) {
    rt_raise(RT_EXC_IndexError, "invalid index");
  }
  Value v = ct_data_new(t);
  int mark = rt_cleanup_push_value(&v);
  CData *d = RT_AS(CData, v);
  if (t->kind == CT_POINTER && argc == 1) {
    data_setattr(v, "contents", argv[0]);
  } else if (t->kind == CT_SIMPLE && argc == 1) {
    ct_set(t, d->ptr, argv[0], d);
  } else if (t->kind == CT_ARRAY) {
    for (int k = 0; k < argc; k++) ct_set(t->target, d->ptr + (size_t)k * t->target->size, argv[k], d);
  }
  rt_cleanup_pop(mark, false);
  return v;
}

const ObjType ct_type_type = {
    .name = "_ctypes.PyCSimpleType",
    .traverse = ctype_traverse,
    .clear = ctype_clear,
    .free = ctype_free,
    .repr = ctype_repr,
    .getattr = ctype_getattr,
    .call = ctype_call,
    .binop = ctype_binop,
};

/* bytes(x), f.write(x): the memory of ctypes data and of structure instances (buffer.h). */
static const char *data_buffer(Value v, int64_t *n) {
  CData *d = ct_data_of(v);
  if (!d) return NULL;
  *n = (int64_t)d->type->size;
  return d->ptr;
}

const ObjType ct_data_type = {
    .name = "_ctypes._CData",
    .traverse = data_traverse,
    .clear = data_clear,
    .free = data_free,
    .repr = data_repr,
    .getattr = data_getattr,
    .setattr = data_setattr,
    .call = ct_call_funcdata,
    .getitem = data_getitem,
    .setitem = data_setitem,
    .iter = data_iter,
    .len = data_len,
    .truthy = data_truthy,
    .type_name = data_type_name,
    .type_object = data_type_object,
};

void ct_types_init(Value m) {
  rt_buffer_register(data_buffer);
  for (int k = 0; k < NSIMPLE; k++) {
    simples[k].hdr.type = &ct_type_type;
    rt_module_set(m, simples[k].name, rt_obj(&simples[k]));
  }
  for (size_t k = 0; k < sizeof aliases / sizeof aliases[0]; k++) {
    for (int j = 0; j < NSIMPLE; j++) {
      if (strcmp(simples[j].name, aliases[k].name) == 0)
        rt_module_set(m, aliases[k].alias, rt_obj(&simples[j]));
    }
  }
}
