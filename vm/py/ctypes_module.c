/* ctypes_module.c — the ctypes module's functions (byref, pointer, POINTER, sizeof, alignment,
 * addressof, cast, memmove, memset) and ctypes.util.find_library, which reads the dynamic
 * linker's cache (`ldconfig -p`) as CPython does on Linux: find_library('m') is 'libm.so.6'. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "ctypes_internal.h"
#include "py.h"

static CType *class_arg(Value v, const char *what) {
  CType *t = ct_type_of_class(v);
  if (!t) rt_raise(RT_EXC_TypeError, "%s", what);
  return t;
}

static Value c_byref(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("byref", argc, kw, 1, 2, RT_ARGS_OLD);
  return ct_byref(argv[0], argc > 1 ? rt_to_index(argv[1], "offset") : 0);
}

static Value c_POINTER(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("POINTER", argc, kw, 1, 1, RT_ARGS_ONE);
  CType *p = ct_pointer_type(class_arg(argv[0], "must be a ctypes type"));
  rt_incref(rt_obj(p));
  return rt_obj(p);
}

static Value c_pointer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("pointer", argc, kw, 1, 1, RT_ARGS_ONE);
  CData *d = ct_data_of(argv[0]);
  if (!d) rt_raise(RT_EXC_TypeError, "_type_ must have storage info");
  Value p = ct_data_new(ct_pointer_type(d->type));
  ct_store_ptr(RT_AS(CData, p)->ptr, d->ptr);
  ct_keep(RT_AS(CData, p), argv[0]);
  return p;
}

static Value c_sizeof(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("sizeof", argc, kw, 1, 1, RT_ARGS_ONE);
  CData *d = ct_data_of(argv[0]);
  CType *t = d ? d->type : ct_type_of_class(argv[0]);
  if (!t) rt_raise(RT_EXC_TypeError, "this type has no size");
  return rt_int((int64_t)t->size);
}

static Value c_alignment(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("alignment", argc, kw, 1, 1, RT_ARGS_ONE);
  CData *d = ct_data_of(argv[0]);
  CType *t = d ? d->type : ct_type_of_class(argv[0]);
  if (!t) rt_raise(RT_EXC_TypeError, "no alignment info");
  return rt_int((int64_t)t->align);
}

static Value c_addressof(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("addressof", argc, kw, 1, 1, RT_ARGS_ONE);
  CData *d = ct_data_of(argv[0]);
  if (!d) rt_raise(RT_EXC_TypeError, "invalid type");
  return rt_int_from_u64((uint64_t)(uintptr_t)d->ptr);
}

/* The address a value stands for: an int, None, a pointer's value, an array's memory. */
void *ct_address_of(Value v, const char *fname) {
  if (rt_is_none(v)) return NULL;
  if (rt_is_type(v, &rt_bytes_type)) return RT_AS(Bytes, v)->data; /* as c_void_p takes it */
  void *addr;
  if (ct_byref_address(v, &addr)) return addr;
  if (v.tag == RT_INT || rt_is_bigint(v)) {
    uint64_t u = 0;
    if (v.tag == RT_INT) u = (uint64_t)v.as.i;
    else if (!rt_int_to_u64(v, &u)) rt_raise(RT_EXC_OverflowError, "int too long to convert");
    return (void *)(uintptr_t)u;
  }
  Value as_param;
  if (v.tag == RT_OBJ && !ct_is_data(v) && !ct_data_of(v) && rt_try_getattr(v, "_as_parameter_", &as_param)) {
    bool is_int = as_param.tag == RT_INT || rt_is_bigint(as_param);
    uint64_t u = 0;
    if (as_param.tag == RT_INT) u = (uint64_t)as_param.as.i;
    else if (is_int && !rt_int_to_u64(as_param, &u)) is_int = false;
    rt_decref(as_param);
    if (!is_int) rt_raise(RT_EXC_TypeError, "%s: wrong type", fname);
    return (void *)(uintptr_t)u;
  }
  CData *d = ct_data_of(v);
  if (d && (d->type->kind == CT_POINTER || d->type->kind == CT_FUNC ||
            (d->type->kind == CT_SIMPLE && strchr("Pz", d->type->code))))
    return ct_load_ptr(d->ptr);
  if (d) return d->ptr;
  rt_raise(RT_EXC_TypeError, "%s: wrong type", fname);
}

/* cast(obj, typ): a pointer of class typ (a pointer class, c_void_p, c_char_p or a CFUNCTYPE)
 * holding obj's address; the result keeps obj alive. */
static Value c_cast(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("cast", argc, kw, 2, 2, RT_ARGS_CLINIC);
  CType *t = ct_type_of_class(argv[1]);
  if (!t || !(t->kind == CT_POINTER || t->kind == CT_FUNC ||
              (t->kind == CT_SIMPLE && strchr("Pz", t->code)))) {
    rt_raise(RT_EXC_TypeError, "cast() argument 2 must be a pointer type, not %s",
             t ? t->name : rt_type_name(argv[1]));
  }
  void *addr = ct_address_of(argv[0], "cast");
  Value p = ct_data_new(t);
  ct_store_ptr(RT_AS(CData, p)->ptr, addr);
  if (argv[0].tag == RT_OBJ) ct_keep(RT_AS(CData, p), argv[0]);
  return p;
}

static Value c_memmove(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("memmove", argc, kw, 3, 3, RT_ARGS_CLINIC);
  void *dst = ct_address_of(argv[0], "memmove"), *src = ct_address_of(argv[1], "memmove");
  memmove(dst, src, (size_t)rt_to_index(argv[2], "size"));
  return rt_int_from_u64((uint64_t)(uintptr_t)dst);
}

static Value c_memset(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("memset", argc, kw, 3, 3, RT_ARGS_CLINIC);
  void *dst = ct_address_of(argv[0], "memset");
  memset(dst, (int)rt_to_index(argv[1], "c"), (size_t)rt_to_index(argv[2], "size"));
  return rt_int_from_u64((uint64_t)(uintptr_t)dst);
}

/* ---- ctypes.util ---- */

/* The first entry of the linker cache named lib<name>.<something> for this machine's ABI:
 * "\tlibm.so.6 (libc6,x86-64) => /lib/x86_64-linux-gnu/libm.so.6" gives libm.so.6. */
static Value find_in_ldconfig(const char *name) {
  FILE *f = popen("LC_ALL=C LANG=C /sbin/ldconfig -p 2>/dev/null", "r");
  if (!f) return rt_none();
  char line[1024], want[300];
  snprintf(want, sizeof want, "lib%s.", name);
  Value found = rt_none();
  while (fgets(line, sizeof line, f)) {
    char *p = line + strspn(line, " \t");
    size_t n = strcspn(p, " \t\n");
    if (n <= strlen(want) || strncmp(p, want, strlen(want)) != 0) continue;
    if (!strstr(p + n, "(libc6,x86-64")) continue;
    found = rt_str_new(p, n);
    break;
  }
  pclose(f);
  return found;
}

static Value u_find_library(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"name"};
  Value a[1];
  py_parse_pyargs("find_library", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "find_library() argument must be str");
  const char *name = rt_str_data(a[0]);
  if (!name[0] || strchr(name, '/')) return rt_none();
  return find_in_ldconfig(name);
}

void rt_ctypes_util_module_init(Value m) { rt_module_add_fn(m, "find_library", u_find_library); }

void rt_ctypes_module_init(Value m) {
  ct_types_init(m);
  ct_struct_init(m);
  ct_call_init(m);
  ct_text_init(m);
  static const struct { const char *name; NativeFn fn; } fns[] = {
      {"byref", c_byref},         {"POINTER", c_POINTER},     {"pointer", c_pointer},
      {"sizeof", c_sizeof},       {"alignment", c_alignment}, {"addressof", c_addressof},
      {"cast", c_cast},           {"memmove", c_memmove},     {"memset", c_memset},
  };
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) rt_module_add_fn(m, fns[k].name, fns[k].fn);
  rt_module_set(m, "util", rt_import("ctypes.util"));
}
