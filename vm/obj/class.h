/* class.h — user classes: class objects (C3 MRO, an attribute table, cached lookups), their
 * instances (attributes in slots shared per class), the method and descriptor objects
 * (bound methods, staticmethod, classmethod, property, super) and the special-method dispatch
 * that makes instances join the generic operations of ops.h through their ObjType.
 *
 *   attrmap.c       the insertion-ordered name → value table (class dicts, slot maps)
 *   class.c         class objects, the object class, lookups, isinstance/issubclass
 *   instance.c      instances: attributes, inline caches, the cycle registry
 *   instance_ops.c  special methods behind the instance ObjType's slots
 *   descr.c         bound methods, native methods, staticmethod, classmethod, property, super,
 *                   NotImplemented
 *
 * Invariant of every cached lookup: a class's `tag` is a process-unique number that changes
 * whenever the result of looking a name up through the class may change (a name added to or
 * deleted from its dict or a base's, a method or descriptor replaced, its slot map grown).
 * Values cached under a tag are borrowed: the dicts hold them as long as the tag stays. */
#ifndef WEFT_RT_CLASS_H
#define WEFT_RT_CLASS_H

#include "native.h"
#include "objects.h"
#include "value.h"

/* ---- the attribute table: insertion-ordered, keyed by name (attrmap.c) ---- */
typedef struct AttrSlot {
  Value key;   /* a str */
  Value value; /* owned; RT_UNDEF once deleted (the entry keeps its place) */
  uint64_t hash;
} AttrSlot;

typedef struct AttrMap {
  AttrSlot *e;
  int n, cap;    /* entries in insertion order (deleted ones included) */
  int32_t *idx;  /* open addressing: entry index + 1, 0 empty; idxcap is a power of two */
  int idxcap;
} AttrMap;

uint64_t rt_name_hash(const char *s, size_t n);
/* The entry of name, or -1. */
int rt_attrmap_find(const AttrMap *m, const char *name, size_t n, uint64_t h);
/* Set name to v (steals v); returns the entry index. key: the name as a str (borrowed) or
 * RT_UNDEF to make one from name. */
int rt_attrmap_set(AttrMap *m, Value key, const char *name, size_t n, uint64_t h, Value v);
void rt_attrmap_free(AttrMap *m);

/* ---- special methods the runtime dispatches to (indexes into a class's cache) ---- */
#define RT_SPECIALS(X)                                                                    \
  X(INIT, "__init__") X(REPR, "__repr__") X(STR, "__str__") X(FORMAT, "__format__")       \
  X(HASH, "__hash__") X(BOOL, "__bool__") X(LEN, "__len__") X(GETITEM, "__getitem__")     \
  X(SETITEM, "__setitem__") X(DELITEM, "__delitem__") X(ITER, "__iter__")                 \
  X(NEXT, "__next__") X(CONTAINS, "__contains__") X(CALL, "__call__")                     \
  X(GETATTR, "__getattr__") X(SETATTR, "__setattr__") X(DELATTR, "__delattr__")           \
  X(NEG, "__neg__") X(POS, "__pos__") X(INVERT, "__invert__") X(ABS, "__abs__")           \
  X(INDEX, "__index__") X(INT, "__int__") X(FLOAT, "__float__") X(ROUND, "__round__")     \
  X(NEW, "__new__") X(GETATTRIBUTE, "__getattribute__") X(DEL, "__del__")

typedef enum {
#define X(name, s) RT_SP_##name,
  RT_SPECIALS(X)
#undef X
  RT_SP_BINOP,                                /* + BinOp: __add__ ... __ge__ */
  RT_SP_RBINOP = RT_SP_BINOP + RT_BINOP_COUNT, /* + BinOp: __radd__ ... (none for compares) */
  RT_SP_IBINOP = RT_SP_RBINOP + RT_BINOP_COUNT, /* + BinOp: __iadd__ ... */
  RT_SP_COUNT = RT_SP_IBINOP + RT_BINOP_COUNT
} SpecialIndex;

extern const char *const rt_special_names[RT_SP_COUNT]; /* NULL where there is none */

/* ---- classes ---- */
enum {
  RT_CLASS_OBJECT = 1,   /* the builtin `object` */
  RT_CLASS_OPEN = 2,     /* its body is still running */
  RT_CLASS_CUSTOM_GETATTRIBUTE = 4,
  RT_CLASS_BUILTIN = 8,  /* the hidden method table of a builtin base (builtin_base.c) */
  RT_CLASS_NO_DICT = 16, /* __slots__ on it and its bases: instances have only those
                            attributes (its slot map holds exactly them) */
  RT_CLASS_IMPLICIT_BASE = 32, /* its statement named no base (bases is (object,)) */
  RT_CLASS_C_TYPE = 64,  /* made by a module written in C for a class CPython writes in C: its
                            type name in messages is module.name (types.SimpleNamespace) */
  RT_CLASS_JITCLASS = 128, /* numba.experimental.jitclass made it: @njit code takes its instances */
  RT_CLASS_SLOTS = 256   /* its own __slots__ names members, yet instances have a __dict__ too
                            (__slots__ lists "__dict__", or a base gives one): the members stay
                            out of the instance's __dict__ */
};

/* The builtin a class derives from, which decides what its instances are made of: an
 * exception class (instances are exc.h's ExcObj), or list, dict, int, float, str, tuple, set or
 * frozenset
 * (instances are Instances whose `base` holds a value of that type). */
enum {
  RT_BASE_NONE = 0, RT_BASE_EXC, RT_BASE_LIST, RT_BASE_DICT, RT_BASE_INT, RT_BASE_FLOAT,
  RT_BASE_STR, RT_BASE_TUPLE, RT_BASE_SET, RT_BASE_FROZENSET,
  RT_BASE_BYTES, /* numpy.bytes_, class B(bytes) */
  RT_BASE_TYPE, /* a metaclass: its instances are classes (metaclass.c) */
  RT_BASE_NATIVE, /* a library class registered by rt_builtin_base_register (deque, Counter) */
  RT_BASE_COUNT
};

/* What a metaclass would change for a family of classes, the class objects' own behaviour
 * (enum.Enum's, vm/py/enum.c: members made when the body has run, repr `<enum 'Color'>`, and
 * iteration, len(), Color['RED'] and `in` on the class). A class inherits the table of its first
 * base that has one; NULL for ordinary classes, whose class objects do none of this. */
typedef struct RtClassMeta {
  void (*finish)(Value cls); /* after rt_class_finish's own work */
  Value (*repr)(Value cls);
  Value (*iter)(Value cls);
  int64_t (*len)(Value cls);
  Value (*getitem)(Value cls, Value key);
  int (*contains)(Value cls, Value item);
  Value (*binop)(BinOp op, Value a, Value b); /* cls op x or x op cls (ctypes' T * n); RT_UNDEF: no */
  bool (*setattr)(Value cls, const char *name, Value v); /* true: done (ctypes' _fields_) */
  Value (*getattr)(Value cls, const char *name); /* a name lookup missed: RT_UNDEF, or a value */
} RtClassMeta;

typedef struct ClassObj {
  Obj hdr;
  const RtClassMeta *meta; /* see RtClassMeta */
  char *name, *qualname;
  Value bases;        /* tuple of classes */
  Value mro;          /* tuple of classes, the class first (builtin ones are their values) */
  AttrMap dict;       /* its own attributes */
  AttrMap slots;      /* instance attribute name → slot index (an int), shared by its instances */
  uint64_t tag;       /* see the invariant above */
  int flags;
  int base_kind;      /* RT_BASE_*: the builtin it derives from */
  int exc_kind;       /* with RT_BASE_EXC: the ExcKind of the builtin exception class */
  struct ClassObj **subs; /* direct subclasses (borrowed: each removes itself when freed) */
  int nsubs, capsubs;
  uint64_t special_tag;   /* the tag special[] was filled under (0: never) */
  Value special[RT_SP_COUNT]; /* borrowed; RT_UNDEF when absent or object's default */
  Value annotations;      /* tuple of the names annotated in the body, in order (or None) */
  Value fields;           /* a dataclass's fields (dataclasses.c), or RT_UNDEF */
  struct ClassObj *metacls; /* owned; its user metaclass (metaclass.c), NULL: type */
  struct ClassObj *gc_next, **gc_pprev; /* the VM's registry (see rt_gc_use) */
} ClassObj;

extern const ObjType rt_class_type;
static inline bool rt_is_class(Value v) { return rt_is_type(v, &rt_class_type); }

/* A new class, open for its body (steals nothing; bases is a tuple, may be empty: object).
 * Raises TypeError for bases that are not classes and for an inconsistent MRO. */
Value rt_class_new(const char *qualname, Value bases);
/* The body has run: `__eq__` without `__hash__` makes instances unhashable; annotations is a
 * tuple of the annotated names (borrowed) or None. */
void rt_class_finish(Value cls, Value annotations);
/* The same with the class statement's keywords (a dict, or RT_UNDEF for none), which go to
 * __init_subclass__. */
void rt_class_finish_kw(Value cls, Value annotations, Value kwargs);
/* Calling a class as type.__call__ does: __new__, then __init__ (no metaclass __call__). */
Value rt_class_instantiate(Value cls, int argc, const Value *argv, const Kwargs *kw);
/* Look name up through the MRO: borrowed value or RT_UNDEF; *owner (may be NULL) the class
 * whose dict had it. */
Value rt_class_lookup(ClassObj *c, const char *name, ClassObj **owner);
/* The same with the name's length and hash; *entry (may be NULL) its index in owner's dict. */
Value rt_class_lookup_h(ClassObj *c, const char *name, size_t n, uint64_t h, ClassObj **owner,
                        int *entry);
void rt_class_fill_specials(ClassObj *c);
static inline Value rt_class_special(ClassObj *c, int idx) {
  if (__builtin_expect(c->special_tag != c->tag, 0)) rt_class_fill_specials(c);
  return c->special[idx];
}
/* Set (v steals) or delete (v RT_UNDEF) an attribute in the class's own dict. */
void rt_class_set(ClassObj *c, const char *name, Value v);
bool rt_class_is_subclass(const ClassObj *c, const ClassObj *base);
/* Is base (any class value: a user class, a builtin one, an exception class) on c's MRO? */
bool rt_class_has_base(const ClassObj *c, Value base);
/* isinstance(v, cls) for a class object cls */
bool rt_isinstance_class(Value v, Value cls);
/* The user class of v (an Instance, or an exception whose class is a user class), or NULL. */
ClassObj *rt_user_class_of(Value v);
/* mro(head) = [head] + merge(mro(B1), ..., mro(Bn), [B1, ..., Bn]), bases any class values. */
Value rt_c3_mro(Value head, Value bases);
/* The builtin `object` class (borrowed; made on first use). */
Value rt_object_class(void);
/* A fresh process-unique tag (tags are compared, never ordered). */
uint64_t rt_class_new_tag(void);
/* The ObjType of Python functions (the VM registers it): class attributes of this type bind
 * as methods. */
void rt_class_register_function_type(const ObjType *t);
bool rt_is_python_function(Value v);
/* Other callables that bind as methods when found on a class, as functions do (functools'
 * lru_cache wrappers): their library registers the type (a few at most). */
void rt_class_register_method_type(const ObjType *t);
/* Does v bind as a method: a Python function, a NativeMethod, or a registered type? */
bool rt_binds_as_method(Value v);

/* ---- instances ---- */
typedef struct Instance {
  Obj hdr;
  ClassObj *cls;   /* owned reference */
  Value base;      /* with a builtin base (cls->base_kind): its value (owned); else RT_UNDEF */
  Value *slots;    /* by the class's slot index; RT_UNDEF: absent. Points at inl or the heap */
  int nslots;      /* 0 once `dict` holds the attributes */
  bool finalized;  /* its __del__ has run or is queued (it runs once, as PEP 442 says) */
  /* RT_UNDEF, or once obj.__dict__ / vars(obj) was asked for: the dict that holds the
   * attributes from then on (the slots are emptied), so writes through it are the object's */
  Value dict;
  struct Instance *gc_next, **gc_pprev;
  Value inl[];
} Instance;

extern const ObjType rt_instance_type;
/* Queue o (an instance whose class has __del__, its count back at 1 for the queue) for its
 * __del__ at the VM's next safe point (vm/host/finalize.c); false: no VM runs it, free it. */
extern bool (*rt_instance_del_hook)(Obj *o);
static inline bool rt_is_instance(Value v) { return rt_is_type(v, &rt_instance_type); }
Value rt_instance_new(ClassObj *cls);
/* The slot index of name for instances of c, added when absent (the class's tag changes). */
int rt_class_slot(ClassObj *c, const char *name, size_t n);
/* The class's own __slots__ (set after the class was made, none of its names a class attribute
 * any more: dataclass(slots=True)) applied as a class statement's are. */
void rt_class_apply_slots(ClassObj *c);

/* What an attribute name means for instances of one class, cached per instruction by the VM
 * (GETATTR, SETATTR, LOADMETHOD) and valid while cls->tag == tag. Each instruction has two
 * (ac[0], ac[1]): sites that see two classes keep both; the VM's inline paths test ac[0]. */
enum {
  RT_AC_PLAIN = 0,   /* the class has no descriptor of that name: the instance slot, then the
                        class's plain value (looked up again), then __getattr__ */
  RT_AC_METHOD,      /* cattr: a function found on the class (binds as a method) */
  RT_AC_CMETHOD,     /* tag: a builtin ObjType's address; cmethod: its C method of the name */
  RT_AC_SLOW         /* anything else: the generic path */
};
typedef struct AttrCache { /* 32 bytes: the VM indexes an array of them */
  uint64_t tag;     /* 0: empty */
  int32_t slot;     /* instance slot index, or -1 */
  int32_t kind;
  int32_t entry;    /* RT_AC_PLAIN: the entry of owner's dict with the class's value; -1: none */
  union {
    Obj *cattr;       /* RT_AC_METHOD: the function (borrowed) */
    ClassObj *owner;  /* RT_AC_PLAIN */
    RtMethodFn cmethod; /* RT_AC_CMETHOD */
  } u;
} AttrCache;
_Static_assert(sizeof(AttrCache) == 32, "the VM indexes AttrCache arrays: keep it 32 bytes");

/* The C method `name` of o's builtin type (o an object whose type has a method slot), through
 * the instruction's cache: d.get(k) in a loop asks the type once. NULL when it has none. Class
 * tags are small counters and never equal a type's address, and every cache user checks kind. */
static inline RtMethodFn rt_type_method_ic(Value o, Value name, AttrCache *ac) {
  const ObjType *t = o.as.o->type;
  if (ac->kind == RT_AC_CMETHOD && ac->tag == (uint64_t)(uintptr_t)t) return ac->u.cmethod;
  RtMethodFn fn = t->method(o, rt_str_data(name));
  if (fn) {
    ac->tag = (uint64_t)(uintptr_t)t;
    ac->kind = RT_AC_CMETHOD;
    ac->slot = -1;
    ac->entry = -1;
    ac->u.cmethod = fn;
  }
  return fn;
}

/* getattr/setattr/load-method on an instance through a cache (a new reference; raises
 * AttributeError). The VM's fast paths inline the cache hit; these do the rest. */
Value rt_instance_getattr_ic(Value obj, Value name, AttrCache *ac);
void rt_instance_setattr_ic(Value obj, Value name, Value v, AttrCache *ac);
/* obj.name as a call target: true and *func (new reference) when it is a method the caller
 * calls with *self (borrowed: obj, or the instance of a super object) as the first argument;
 * false and *func the attribute's value otherwise. */
bool rt_load_method(Value obj, Value name, AttrCache *ac, Value *func, Value *self);

/* del obj.name (AttributeError with Python's message). */
void rt_delattr(Value obj, const char *name);
/* vars(obj) / obj.__dict__: the attributes as a dict (see the dict seam in instance.c). */
Value rt_vars(Value obj);
/* hash(obj) for instances and classes: __hash__ (TypeError "unhashable type" when None),
 * else by identity. The dict's hashing calls this for these types. */
int64_t rt_instance_hash(Value obj);
/* format(obj, spec) for instances: __format__, else str() for an empty spec, else TypeError. */
Value rt_instance_format(Value obj, const char *spec);

/* ---- cycles: instances and classes are registered with the running VM, which breaks the
 * cycles among them when it is freed (no cycle collector) ---- */
typedef struct RtGcList {
  Instance *instances;
  ClassObj *classes;
} RtGcList;
void rt_gc_use(RtGcList *list); /* this thread's VM's registry (NULL: none) */
void rt_gc_clear(RtGcList *list);
RtGcList *rt_gc_current(void);

/* ---- metaclasses (metaclass.c) ---- */
/* The most derived of meta (NULL: type) and the metaclasses of bases; TypeError "metaclass
 * conflict" when two are unrelated. */
ClassObj *rt_metaclass_winner(ClassObj *meta, Value bases);
/* type(name, bases, ns) / type.__new__(meta, ...): argv the three; kwargs a dict or RT_UNDEF
 * (for __init_subclass__); meta NULL for type. */
Value rt_type_make(ClassObj *meta, const Value *argv, Value kwargs);
/* The end of a class statement (CLASSDONE): *cls, the provisional class the body ran into, is
 * finished, or made again through its metaclass (kwargs: the statement's keywords, a dict or
 * RT_UNDEF, `metaclass` among them), whose result replaces it. */
void rt_class_done(Value *cls, Value annotations, Value kwargs);
/* isinstance/issubclass through cls's user metaclass: true, with *result, when it defines
 * hook (__instancecheck__ or __subclasscheck__), called with arg. */
bool rt_meta_check(Value cls, const char *hook, Value arg, bool *result);
/* cls (with a metaclass) called: true and *out when the metaclass defines __call__. */
bool rt_meta_call(Value cls, int argc, const Value *argv, const Kwargs *kw, Value *out);
/* type's __new__, __init__ and __call__ into its hidden class. */
void rt_type_fill_dict(ClassObj *c);

/* ---- builtin bases (builtin_base.c): what subclasses of list, dict, int, float, str, tuple
 * and the exception classes inherit. Each such builtin has a hidden class (RT_CLASS_BUILTIN)
 * whose dict holds its methods as native methods that work on the instance's base value, so
 * lookups through the MRO, special methods, super() and overriding all work as for classes.
 * Its regular methods (append, upper, ...) join that dict when first looked up. ---- */

/* The RT_BASE_* kind of a base class value; raises TypeError for a builtin that cannot be
 * subclassed. A user class gives its own base_kind. */
int rt_builtin_base_kind(Value base);
/* Let user classes derive from library class cls (a native class, such as collections.deque):
 * their instances' base is a value cls() makes, which __init__ remakes from its arguments;
 * a dict-based class has dict after it in its MRO. */
void rt_builtin_base_register(Value cls, bool dict_based);
/* The MRO tuple of any class value (borrowed). */
Value rt_mro_of(Value cls);
/* The hidden class holding builtin b's methods; NULL for one without methods. */
ClassObj *rt_builtin_dict(Value b);
/* The dict to search for an MRO entry: the class itself, or a builtin's hidden class. */
static inline ClassObj *rt_mro_dict(Value item) {
  return item.as.o->type == &rt_class_type ? (ClassObj *)item.as.o : rt_builtin_dict(item);
}
/* Add builtin method `name` to b's dict when b's type has it (b RT_CLASS_BUILTIN): its entry
 * or -1. */
int rt_builtin_probe(ClassObj *b, const char *name, size_t n, uint64_t h);
/* The entry of name in b's own dict (b an MRO entry's dict: rt_mro_dict), or -1. */
static inline int rt_class_own_find(ClassObj *b, const char *name, size_t n, uint64_t h) {
  int e = rt_attrmap_find(&b->dict, name, n, h);
  if (e >= 0) return rt_is_undef(b->dict.e[e].value) ? -1 : e;
  return (b->flags & RT_CLASS_BUILTIN) ? rt_builtin_probe(b, name, n, h) : -1;
}
/* The builtin value inside v when v is an instance of a subclass of list, dict, ...; v else. */
static inline Value rt_unwrap_base(Value v) {
  if (v.tag == RT_OBJ && v.as.o->type == &rt_instance_type && ((Instance *)v.as.o)->base.tag)
    return ((Instance *)v.as.o)->base;
  return v;
}
/* v itself when it is a str, the str inside v when v is an instance of a str subclass
 * (class Name(str)), else RT_UNDEF: what a C function that wants a str argument reads. */
static inline Value rt_str_arg(Value v) {
  if (rt_is_str(v)) return v;
  Value b = rt_unwrap_base(v);
  return rt_is_str(b) ? b : rt_undef();
}

/* ---- methods and descriptors (descr.c) ---- */
typedef struct BoundMethod {
  Obj hdr;
  Value func; /* a Python function or a NativeMethod */
  Value self;
} BoundMethod;
extern const ObjType rt_bound_method_type;
Value rt_bound_method_new(Value func, Value self); /* increfs both */

/* A method written in C that lives in a class dict and binds like a function: fn gets data as
 * self and the instance as argv[0]. */
typedef struct NativeMethod {
  Obj hdr;
  const char *name;
  char *qualname;
  NativeFn fn;
  Value data;
} NativeMethod;
extern const ObjType rt_native_method_type;
Value rt_native_method_new(const char *name, const char *qualname, NativeFn fn, Value data);

typedef struct Wrapped {
  Obj hdr;
  Value func;
} Wrapped; /* staticmethod and classmethod */
extern const ObjType rt_staticmethod_type, rt_classmethod_type;
Value rt_wrapped_new(const ObjType *t, Value func);

typedef struct Property {
  Obj hdr;
  Value fget, fset, fdel, doc; /* None when absent */
} Property;
extern const ObjType rt_property_type;
Value rt_property_new(Value fget, Value fset, Value fdel, Value doc);

typedef struct Super {
  Obj hdr;
  Value thisclass; /* a class */
  Value obj;       /* an instance of it, or a subclass of it */
  ClassObj *objtype;
} Super;
extern const ObjType rt_super_type;
Value rt_super_new(Value cls, Value obj);
/* super().name as a call target (see rt_load_method): true when it is a method of the instance
 * the super object stands for (*func a new reference); false and *func the attribute. */
bool rt_super_method(Value sup, const char *name, Value *func);

/* The NotImplemented singleton (borrowed). Slots turn it into RT_UNDEF. */
Value rt_notimplemented(void);
static inline bool rt_is_notimplemented(Value v) {
  return v.tag == RT_OBJ && v.as.o == rt_notimplemented().as.o;
}

/* What `found` (an attribute found on cls's MRO) gives when read through obj (an instance,
 * or RT_UNDEF when read through the class): functions bind, staticmethods unwrap,
 * classmethods bind to the class, properties call their getter. New reference. */
Value rt_descr_get(Value found, Value obj, ClassObj *cls, const char *name);
/* found's class's method `which` (__get__, __set__, __delete__, __set_name__; borrowed) when
 * found is an instance of a user class defining it: a descriptor written in Python; else
 * RT_UNDEF. */
Value rt_user_descr_method(Value found, const char *which);
/* A data descriptor written in Python (__get__ with __set__ or __delete__): it wins over the
 * instance's own attribute. */
bool rt_is_user_data_descr(Value found);
/* Call a method found on the class with self first (new reference). */
Value rt_call_method_kw(Value found, Value self, int argc, const Value *argv, const Kwargs *kw);
static inline Value rt_call_method(Value found, Value self, int argc, const Value *argv) {
  return rt_call_method_kw(found, self, argc, argv, NULL);
}

/* ---- binary operators on instances, one method at a time (the VM runs Python methods in
 * frames of their own): step 0 starts; each call sets *c to the next method to call as
 * c->method(c->self, c->other) and returns the step to resume from if it answers
 * NotImplemented; -1 when no method is left. negate: the answer is `not answer` (the default
 * __ne__). ---- */
typedef struct BinopCall {
  Value method, self, other;
  bool negate;
} BinopCall;
int rt_binop_next(BinOp op, Value a, Value b, int step, BinopCall *c);
/* The step after the left operand's method when both operands are of one class: comparisons
 * then try the reflected comparison, arithmetic nothing more. */
enum { RT_BINOP_STEP_REFLECTED = 2, RT_BINOP_STEP_END = 5 };
/* Finish a protocol whose call at `step` answered NotImplemented: the remaining methods, then
 * what rt_binop does when no method answers (identity for == and !=, else TypeError). */
Value rt_instance_binop_resume(BinOp op, Value a, Value b, int step);

/* ---- for the builtins (vm/py) and the files of this group ---- */
Value rt_instance_abs(Value v);                        /* abs(x): __abs__ */
Value rt_instance_number(Value v, bool want_float);    /* int(x) / float(x) */
Value rt_instance_index(Value v);                       /* x.__index__(), an int; undef: none */
bool rt_instance_callable(Value v);                    /* callable(x): __call__ */
/* A sequence times an instance: true when it has __index__ (repeat), false when only its
 * __rmul__ can answer; TypeError otherwise. */
bool rt_instance_repeats(Value v);
void rt_instance_free(Obj *o);
bool rt_instance_finalize(Obj *o);
/* cls.__dict__ and vars(cls) as Python shows them: a read-only mappingproxy (mappingproxy.c). */
Value rt_class_dict_proxy(Value cls);
/* The member descriptor of a __slots__ entry (member_descr.c): for owner's own slot name, and
 * c.name when a class on c's MRO whose instances have only slots lists name in its __slots__
 * (RT_UNDEF otherwise). */
Value rt_member_descr_new(Value owner, const char *name);
Value rt_class_slot_member(ClassObj *c, const char *name);
/* Does class b's own __slots__ (a str, tuple or list) list name? */
bool rt_class_lists_slot(ClassObj *b, const char *name);
Value rt_mappingproxy_new(Value dict); /* a read-only view of dict (stolen) */ /* the collector's: queue __del__ (rt_instance_del_hook) */
/* The cycle collector's clear slot of classes (gc.c clears classes first). */
void rt_class_clear(Obj *o);
/* The cycle collector's slots (gc.h) of instances. */
void rt_instance_traverse(Obj *o, void (*visit)(Value, void *), void *arg);
void rt_instance_clear(Obj *o);
Value rt_instance_getattr_slot(Value self, const char *name);
bool rt_instance_setattr_slot(Value self, const char *name, Value v);
/* object.__getattribute__ / __setattr__ / __delattr__ (no hooks; RT_UNDEF when absent) */
Value rt_instance_getattr_generic(Value obj, const char *name, bool hook);
void rt_instance_setattr_generic(Value obj, const char *name, Value v);
void rt_instance_delattr_generic(Value obj, const char *name);

#endif
