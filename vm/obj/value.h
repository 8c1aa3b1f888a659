/* value.h — the dynamic value every part of Weft passes around, and the object header.
 *
 * A Value is a small tagged union: None, bool, int (int64) and float (double) live inline;
 * everything else is a reference-counted heap object whose first member is an Obj header that
 * points at its ObjType (the table of operations for that kind of object).
 *
 * Ownership convention (everywhere in the runtime):
 *   - functions that return a Value return a NEW reference (caller must rt_decref it);
 *   - Value arguments are BORROWED (callee increfs what it keeps);
 *   - functions documented as "steals" take over the caller's reference.
 * Errors never come back as values: they are raised with rt_raise() (error.h), which unwinds.
 */
#ifndef WEFT_RT_VALUE_H
#define WEFT_RT_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum {
  RT_UNDEF = 0,  /* internal sentinel: "no value" (unset argument, not found, NotImplemented) */
  RT_NONE,
  RT_BOOL,
  RT_INT,
  RT_FLOAT,
  RT_OBJ
} ValueTag;

struct Obj;

typedef struct Value {
  ValueTag tag;
  union {
    bool b;
    int64_t i;
    double f;
    struct Obj *o;
  } as;
} Value;

struct ObjType;

typedef struct Obj {
  const struct ObjType *type;
  int32_t refcount;
  uint32_t gc; /* the cycle collector's index of a tracked container + 1; 0: untracked (gc.h) */
} Obj;

/* Keyword arguments at a call site: n names (NUL-terminated C strings owned by the caller)
 * with their values (borrowed). A NULL Kwargs pointer means "no keyword arguments". */
typedef struct Kwargs {
  int n;
  const char *const *names;
  const Value *values;
} Kwargs;

/* A method written in C: self is the receiver (a native.h NativeFn has the same type). */
typedef struct Value (*RtMethodFn)(struct Value self, int argc, const struct Value *argv,
                                   const Kwargs *kw);

/* Operator codes shared by the compiler, the VM and the runtime: defined once here.
 * X(name, symbol) */
#define RT_BINOPS(X)                                                                      \
  X(ADD, "+") X(SUB, "-") X(MUL, "*") X(TRUEDIV, "/") X(FLOORDIV, "//") X(MOD, "%")       \
  X(POW, "**") X(MATMUL, "@") X(LSHIFT, "<<") X(RSHIFT, ">>") X(AND, "&") X(OR, "|")     \
  X(XOR, "^") X(EQ, "==") X(NE, "!=") X(LT, "<") X(LE, "<=") X(GT, ">") X(GE, ">=")

#define RT_UNOPS(X) X(NEG, "-") X(POS, "+") X(INVERT, "~") X(NOT, "not")

typedef enum {
#define X(name, sym) RT_OP_##name,
  RT_BINOPS(X)
#undef X
  RT_BINOP_COUNT
} BinOp;

typedef enum {
#define X(name, sym) RT_UOP_##name,
  RT_UNOPS(X)
#undef X
  RT_UNOP_COUNT
} UnOp;

extern const char *const rt_binop_symbols[RT_BINOP_COUNT];
extern const char *const rt_unop_symbols[RT_UNOP_COUNT];

typedef enum { RT_NUMBER_NONE = 0, RT_NUMBER_SCALAR, RT_NUMBER_ARRAY } RtNumberKind;

/* The operations of one kind of object. Any slot may be NULL: the generic operations in ops.h
 * then raise Python's TypeError/AttributeError with Python's message. */
typedef struct ObjType {
  const char *name; /* Python-visible type name: "list", "numpy.ndarray", "function" */
  void (*free)(Obj *self);                     /* release children, then the memory */
  Value (*repr)(Value self);                   /* returns a str; NULL: "<name object>" */
  Value (*str)(Value self);                    /* returns a str; NULL: use repr */
  Value (*getattr)(Value self, const char *name);           /* RT_UNDEF if absent */
  bool (*setattr)(Value self, const char *name, Value v);   /* false if absent */
  Value (*call)(Value self, int argc, const Value *argv, const Kwargs *kw);
  Value (*getitem)(Value self, Value key);
  void (*setitem)(Value self, Value key, Value v);
  void (*delitem)(Value self, Value key);
  Value (*iter)(Value self);                   /* returns an iterator object */
  bool (*next)(Value self, Value *out);        /* iterators: false when exhausted */
  /* After next answered false: what the StopIteration of next(it) carries (a generator's
   * return value, a new reference), RT_UNDEF for nothing; NULL: nothing. */
  Value (*stop_value)(Value self);
  int64_t (*len)(Value self);                  /* NULL: "object of type 'x' has no len()" */
  int (*truthy)(Value self);                   /* 0/1; NULL: always true */
  /* Binary operator; a is self or b is self (reflected). Return RT_UNDEF for NotImplemented. */
  Value (*binop)(BinOp op, Value a, Value b);
  Value (*unop)(UnOp op, Value a);             /* RT_UNDEF for unsupported */
  int (*contains)(Value self, Value item);     /* `item in self`; NULL: iterate */

  /* ---- the number protocol (CPython's tp_as_number): NumPy's scalar and array types fill
   * it, so that generic code (conversions, sequence operators, builtins) asks the type instead
   * of knowing NumPy. Every slot may be NULL. ---- */
  /* What kind of number the type's values are: a scalar that stands for a Python int, float or
   * bool (NumPy's scalars), or an array whose operators broadcast (so `[1] + a`, `"ab" * a` and
   * divmod(a, b) are the array's business, and `a == a` is elementwise). */
  RtNumberKind numkind;
  /* int(x)/float(x): the Python int, float or bool the value stands for (inline, no
   * reference; an int beyond int64, np.uint64(2**64 - 1), comes as a new reference to a big
   * int); raises when it stands for none (arrays of size other than 1). */
  Value (*number)(Value self);
  /* __index__: false when the value is not an integer (the caller raises its own message). */
  bool (*index)(Value self, int64_t *out);
  /* __float__, for rt_to_double. */
  double (*to_double)(Value self);
  /* The builtin class this value's class subclasses (RT_FLOAT for numpy.float64: isinstance(x,
   * float) holds), RT_UNDEF for none. */
  ValueTag (*builtin_base)(Value self);
  /* round(x) / round(x, ndigits) (__round__). */
  Value (*round)(Value self, bool has_ndigits, int64_t ndigits);
  /* a op= b in place, returning a new reference to a (NumPy arrays). */
  Value (*inplace_binop)(BinOp op, Value a, Value b);
  /* The value's Python-visible class name when it depends on the value (one ObjType serves
   * every NumPy scalar: "numpy.float64"); NULL: name. */
  const char *(*type_name)(Value self);
  /* type(x) when the class is an object of the library (np.float64, np.ndarray): a new
   * reference. */
  Value (*type_object)(Value self);
  /* hash(x) (hash.h): NULL hashes by identity, as object.__hash__ does; mutable containers
   * set rt_unhashable, which raises "unhashable type: 'list'". Never returns -1. */
  int64_t (*hash)(Value self);
  /* The C function behind method `name` of self, so that a call self.name(...) runs it
   * without making a bound method (the VM's LOADMETHOD); NULL when there is none (then the
   * attribute is looked up and called as usual). The answer must depend only on the type and
   * the name: LOADMETHOD caches it per instruction under the type (rt_type_method_ic). */
  RtMethodFn (*method)(Value self, const char *name);
  /* __array__ / the array interface: the NumPy array (vm/np) this value stands for, a new
   * reference, so np.asarray and the ufuncs take it (Numba's device arrays); NULL: none. */
  Value (*as_array)(Value self);

  /* ---- the cycle collector (gc.h): containers that can be part of a reference cycle ----
   * traverse calls visit on every reference the object owns (only owned ones: a borrowed or
   * cached pointer visited would count as a reference it does not hold, and the collector
   * would free a live object); clear drops those references, leaving the object valid (empty).
   * Both NULL: the type's objects are never tracked, and what they hold counts as reachable. */
  void (*traverse)(Obj *self, void (*visit)(Value child, void *arg), void *arg);
  void (*clear)(Obj *self);
  /* A garbage object that must be finalized before anything of its cycle is cleared (a
   * suspended generator is closed, so its finally blocks see what they reach intact): true
   * when it queued that, holding a reference; then it and what it reaches survive this
   * collection. Must not free anything. NULL: none. */
  bool (*finalize)(Obj *self);
} ObjType;

/* Is v a scalar number of a library type (a NumPy scalar) / an array that broadcasts? */
static inline bool rt_is_scalar_number(Value v) {
  return v.tag == RT_OBJ && v.as.o->type->numkind == RT_NUMBER_SCALAR;
}
static inline bool rt_is_array_number(Value v) {
  return v.tag == RT_OBJ && v.as.o->type->numkind == RT_NUMBER_ARRAY;
}
/* A scalar number that stands for a Python int or bool: what sequence repetition ("ab" *
 * np.int8(2)) accepts; float scalars give "can't multiply sequence by non-int". */
static inline bool rt_is_scalar_nonfloat(Value v) {
  return rt_is_scalar_number(v) && v.as.o->type->number(v).tag != RT_FLOAT;
}
/* The builtin class v's class subclasses (numpy.float64: RT_FLOAT), RT_UNDEF if none. */
static inline ValueTag rt_builtin_base(Value v) {
  if (v.tag != RT_OBJ || !v.as.o->type->builtin_base) return RT_UNDEF;
  return v.as.o->type->builtin_base(v);
}

/* ---- constructors for inline values ---- */
static inline Value rt_undef(void) { Value v; v.tag = RT_UNDEF; v.as.i = 0; return v; }
static inline Value rt_none(void) { Value v; v.tag = RT_NONE; v.as.i = 0; return v; }
static inline Value rt_bool(bool b) { Value v; v.tag = RT_BOOL; v.as.i = 0; v.as.b = b; return v; }
static inline Value rt_int(int64_t i) { Value v; v.tag = RT_INT; v.as.i = i; return v; }
static inline Value rt_float(double f) { Value v; v.tag = RT_FLOAT; v.as.f = f; return v; }
static inline Value rt_obj(void *o) { Value v; v.tag = RT_OBJ; v.as.o = (Obj *)o; return v; }

static inline bool rt_is_undef(Value v) { return v.tag == RT_UNDEF; }
static inline bool rt_is_none(Value v) { return v.tag == RT_NONE; }
static inline bool rt_is_obj(Value v) { return v.tag == RT_OBJ; }
static inline bool rt_is_type(Value v, const ObjType *t) {
  return v.tag == RT_OBJ && v.as.o->type == t;
}
#define RT_AS(T, v) ((T *)(v).as.o)

/* ---- reference counting ---- */
void rt_obj_free(Obj *o); /* calls type->free; never call directly */

static inline void rt_incref(Value v) {
  if (v.tag == RT_OBJ) v.as.o->refcount++;
}
static inline void rt_decref(Value v) {
  if (v.tag == RT_OBJ && --v.as.o->refcount == 0) rt_obj_free(v.as.o);
}
/* Initialise a freshly allocated object's header (refcount 1). */
static inline void rt_obj_init(Obj *o, const ObjType *type) {
  o->type = type;
  o->refcount = 1;
  o->gc = 0;
}

/* Register *slot (a Value in the caller's local variable) to be released if an exception
 * unwinds through the caller (error.h's cleanups): the value in the slot at that moment is
 * decref'd, so the caller may update the slot as it goes. Returns the mark for rt_cleanup_pop;
 * pop with run=false when the caller hands its reference on, run=true to release it. */
int rt_cleanup_push_value(Value *slot);

/* Python-visible type name of any value: "int", "float", "NoneType", "list", ... */
const char *rt_type_name(Value v);

#endif
