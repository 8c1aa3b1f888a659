/* ctypes_internal.h — what the files of the ctypes module share: the ctypes classes (CType: a
 * C type with its size, alignment and libffi description), their instances (CData: a block of C
 * memory, owned or borrowed from another object), the conversions between Python values and C
 * memory, and the Structure base class.
 *
 *   ctypes_types.c   CType and CData: the scalar types, POINTER(T), T * n, values, repr
 *   ctypes_struct.c  Structure: layout from _fields_, field access, instances as class instances
 *   ctypes_call.c    CDLL, foreign functions (argtypes, restype), CFUNCTYPE callbacks
 *   ctypes_text.c    c_wchar text, c_char/c_wchar arrays' value and raw, the buffer functions
 *   ctypes_module.c  the module: byref, pointer, sizeof, cast, addressof, ctypes.util
 */
#ifndef WEFT_PY_CTYPES_INTERNAL_H
#define WEFT_PY_CTYPES_INTERNAL_H

#include <ffi.h>
#include <string.h>

#include "../obj/value.h"

typedef enum { CT_SIMPLE, CT_POINTER, CT_ARRAY, CT_STRUCT, CT_FUNC } CtKind;

struct CType;

typedef struct CField {
  char *name;
  struct CType *type; /* owned */
  size_t offset;
  int bits;           /* a bit field's width (0: the whole type) ... */
  int bit_offset;     /* ... and its lowest bit in the type's memory at offset */
  bool anonymous;     /* named in _anonymous_: its own fields are reached from the outer one */
  bool promoted;      /* a field of an anonymous member (not a positional initializer) */
  bool inherited;     /* a base structure's */
} CField;

/* A ctypes class: c_int, LP_c_double, c_double_Array_3, a Structure subclass's layout, a
 * CFUNCTYPE prototype. Immutable once made (a struct's layout is fixed on first use). */
typedef struct CType {
  Obj hdr;
  CtKind kind;
  char code;            /* CT_SIMPLE: the struct-module code ('i', 'd', 'P', 'z', ...) */
  char *name;           /* "c_int", "LP_c_double", "c_double_Array_3", "Point" */
  bool builtin;         /* repr says ctypes.name, else __main__.name */
  bool is_union;        /* CT_STRUCT: a Union (every field at offset 0) */
  bool final;           /* CT_STRUCT: _fields_ can no longer be set (an instance exists, it is
                           a field or a base, or its _fields_ were set) */
  size_t size, align;
  ffi_type *ffi;        /* libffi's description (static, or owned_ffi) */
  ffi_type owned_ffi;   /* arrays and structs: a struct of their elements */
  struct CType *target; /* CT_POINTER: pointee; CT_ARRAY: element (owned) */
  int64_t length;       /* CT_ARRAY */
  struct CType *ptr_type; /* POINTER(this), made on first use (owned) */
  Value arrays;         /* {n: this * n} made so far (a dict, owned), or RT_UNDEF */
  Value cls;            /* CT_STRUCT: the Python class (owned: a cycle with the class, which
                           owns its CType; the collector frees the pair) */
  CField *fields;       /* CT_STRUCT */
  int nfields;
  struct CType *restype; /* CT_FUNC: NULL for void */
  struct CType **argtypes; /* CT_FUNC */
  int nargs;
} CType;

/* An instance: ptr points at size bytes, in inl/heap memory it owns or inside `base`. */
typedef struct CData {
  Obj hdr;
  CType *type;  /* owned */
  char *ptr;
  Value base;   /* the object whose memory ptr points into (owned), or RT_UNDEF */
  Value keep;   /* a list of objects the memory refers to (kept alive), or RT_UNDEF */
  bool heap;    /* ptr is malloc'ed by this object */
  Value callable; /* a CFUNCTYPE instance made from a Python function: the function */
  void *closure;  /* ... and its libffi closure (ffi_closure *) */
  union {
    char bytes[16];
    long double ld; /* alignment */
  } inl;
} CData;

extern const ObjType ct_type_type, ct_data_type;
static inline bool ct_is_type(Value v) { return rt_is_type(v, &ct_type_type); }
static inline bool ct_is_data(Value v) { return rt_is_type(v, &ct_data_type); }

/* C memory may be misaligned for what it holds (a _pack_ed field, from_buffer at an offset):
 * pointers are loaded and stored through memcpy. */
static inline void *ct_load_ptr(const char *p) {
  void *v;
  memcpy(&v, p, sizeof v);
  return v;
}
static inline void ct_store_ptr(char *p, const void *v) { memcpy(p, &v, sizeof v); }

/* ---- ctypes_types.c ---- */
void ct_types_init(Value m);                 /* the scalar classes into the module */
CType *ct_simple(char code);                 /* a scalar class by code (borrowed) */
CType *ct_pointer_type(CType *t);            /* POINTER(t) (borrowed: t owns it) */
/* t * n (new reference), the same class for the same t and n; *fresh (may be NULL): it was
 * made now. */
CType *ct_array_type(CType *t, int64_t n, bool *fresh);
/* libffi's description of t; an array's element list is made on first use (a structure
 * field's), so big buffers do not carry one. */
ffi_type *ct_ffi(CType *t);
/* t * n as an operator: the array class, RT_UNDEF (NotImplemented) or TypeError for n. */
Value ct_type_times(CType *t, Value n);
/* Make t's layout final (CT_STRUCT: its instances and users rely on its size from now). */
static inline void ct_finalize(CType *t) {
  if (t->kind == CT_STRUCT) t->final = true;
}
/* A new instance of t: zeroed memory of its own, or a view of ptr inside base (borrowed). */
Value ct_data_new(CType *t);
Value ct_data_view(CType *t, char *ptr, Value base);
/* Add v to the objects d's memory refers to. */
void ct_keep(CData *d, Value v);
/* The Python value of t's memory at ptr: an int, float, bool or None for scalars (what a
 * field, an item or a result gives), a view sharing the memory for the rest. */
Value ct_get(CType *t, char *ptr, Value base);
/* Store v into t's memory at ptr (owner: the CData whose memory it is, or NULL) with ctypes'
 * messages. */
void ct_set(CType *t, char *ptr, Value v, CData *owner);
/* The CType of a class value (a CType, or a Structure subclass), NULL for anything else. */
CType *ct_type_of_class(Value cls);
/* The CData behind v (a CData, or a Structure instance), NULL for anything else. */
CData *ct_data_of(Value v);
/* cls.from_buffer, from_buffer_copy, from_address bound to cls (a ctypes class), RT_UNDEF for
 * other names. */
Value ct_class_method(Value cls, const char *name);
/* The Python class of a CType (a new reference): itself, or a struct's class. */
Value ct_class_value(CType *t);
/* "ctypes.c_int" / "__main__.LP_c_int": what reprs show. */
const char *ct_module_of(CType *t);

/* ---- ctypes_struct.c ---- */
/* The Structure base class, made into the module. */
void ct_struct_init(Value m);
/* The layout of a Structure subclass (made from _fields_ on first use), NULL if cls is none. */
CType *ct_struct_type(Value cls);
/* A Structure instance viewing ptr (inside base) or (ptr NULL) with memory of its own. */
Value ct_struct_instance(CType *t, char *ptr, Value base);

/* ---- ctypes_call.c ---- */
void ct_call_init(Value m);                 /* CDLL, cdll, CFUNCTYPE, ArgumentError */
/* A CFUNCTYPE type's instance around the Python callable f (its libffi closure). */
Value ct_callback_new(CType *ft, Value f);
void ct_callback_free(void *cb);            /* CData.closure's release (NULL: nothing) */
/* Calling a CFUNCTYPE instance: the C function it points at. */
Value ct_call_funcdata(Value self, int argc, const Value *argv, const Kwargs *kw);
/* byref(obj, offset): a light pointer to a ctypes instance's memory, for arguments. */
Value ct_byref(Value obj, int64_t offset);
/* The address a byref() object stands for: false when v is none. */
bool ct_byref_address(Value v, void **out);

/* ---- ctypes_text.c ---- */
#include <wchar.h>
void ct_text_init(Value m);                  /* create_string_buffer and the like */
/* An array of the scalar type with struct code `code` ('c': c_char, 'u': c_wchar)? */
bool ct_is_text_array(const CType *t, char code);
Value ct_wide_str(const wchar_t *p, size_t n);  /* n wide characters as a str */
Value ct_wide_buffer(Value s); /* a str's code points, NUL-terminated, as wchar_t in a bytes */
void ct_set_wchar(char *ptr, Value v);       /* a one-character str into a wchar_t */
/* buf.value / buf.raw of c_char and c_wchar arrays: RT_UNDEF (get) or false (set) for others. */
Value ct_text_array_getattr(CData *d, const char *name);
bool ct_text_array_setattr(CData *d, const char *name, Value v);
/* Items of a c_char or c_wchar sequence as bytes or str; RT_UNDEF for other types. */
Value ct_text_slice(CType *et, const char *base, int64_t start, int64_t step, int64_t n);

/* ---- ctypes_module.c ---- */
/* The address a value stands for (an int, None, bytes, byref, a pointer's value, an
 * instance's memory); TypeError "fname: wrong type" otherwise. */
void *ct_address_of(Value v, const char *fname);

#endif
