/* native.h — functions written in C (builtins, module functions, bound methods), module
 * objects, argument parsing with Python's messages, and importing (the registry of importable
 * modules is modules.h's). */
#ifndef WEFT_RT_NATIVE_H
#define WEFT_RT_NATIVE_H

#include "value.h"

/* How rt_parse_args words a wrong call: as CPython's builtins ("f() missing required argument
 * 'x' (pos 1)"), as a Python function ("f() missing 1 required positional argument: 'x'": the
 * functions NumPy writes in Python), or as NumPy's C parser ("zeros() missing required argument
 * 'shape' (pos 0)", "zeros() takes from 1 to 3 positional arguments but 5 were given"). */
typedef enum { RT_PARSE_BUILTIN, RT_PARSE_PYTHON, RT_PARSE_NUMPY } RtParseStyle;

/* self is RT_NONE for plain functions, the receiver for bound methods (borrowed). */
typedef Value (*NativeFn)(Value self, int argc, const Value *argv, const Kwargs *kw);

typedef struct NativeFunc {
  Obj hdr;
  const char *name;      /* static string: "print", "zeros", "append" */
  NativeFn fn;
  Value self;            /* owned reference (RT_NONE if unbound) */
  /* Non-NULL for callables that also act as classes for isinstance(): int, float, np.ndarray,
   * np.float32, ... It answers "is v an instance of me?". */
  bool (*instancecheck)(Value v);
  const char *repr_as;   /* non-NULL: repr() text, e.g. "<class 'int'>" */
  char *owned;           /* freed with the object: a repr_as made at run time (NULL: none) */
  RtParseStyle parse_style; /* RT_PARSE_BUILTIN unless its library says otherwise */
} NativeFunc;
extern const ObjType rt_native_type;
/* Set by the typing layer (vm/py/typing.c) at start-up: `list[int]` on a builtin class, and
 * `X | Y` where X or Y is a class (builtin or user) or such an alias, as PEP 585/604 make them.
 * NULL: unsupported (not subscriptable; `|` not defined). */
extern Value (*rt_class_getitem_hook)(Value cls, Value key);
extern Value (*rt_type_union_hook)(Value a, Value b);
/* issubclass(cls, base) between library classes (NumPy's scalar classes): true with *result
 * when the library knows the pair; NULL until the library is loaded. */
extern bool (*rt_native_subclass_hook)(Value cls, Value base, bool *result);
/* str.__dict__: the mappingproxy of a builtin class's own attributes, RT_UNDEF when the library
 * does not list the class (builtins_class.c). */
extern Value (*rt_native_dict_hook)(Value cls);
/* A builtin class's __mro__ (mro) or __bases__ from the module that made it (numpy's scalar
 * classes under np.generic), RT_UNDEF for the plain lineage. */
extern Value (*rt_native_mro_hook)(Value cls, bool mro);
/* An instance of a library class (np.ndarray) to ask for its methods, so that np.ndarray.sum
 * and np.ndarray.__add__ are unbound methods as str.upper is; a new reference, RT_UNDEF for
 * classes the library does not know (class_attr.c). */
extern Value (*rt_native_sample_hook)(Value cls);
/* Set by vm/py/builtin_doc.c: the __doc__ of a native function or builtin class (a new
 * reference), or RT_UNDEF when it has none to give. */
extern Value (*rt_native_doc_hook)(Value fn);

Value rt_native_new(const char *name, NativeFn fn);                 /* a free function */
Value rt_native_bind(const char *name, NativeFn fn, Value self);    /* a bound method */
Value rt_native_class(const char *name, NativeFn ctor, bool (*instancecheck)(Value),
                      const char *repr_as);
/* Set attribute name (steals v) of a class made by rt_native_class, such as the classmethod
 * itertools.chain.from_iterable. The class keeps them in a module object as its self: its
 * constructor then gets that module as self, and ignores it. */
void rt_native_class_set_attr(Value cls, const char *name, Value v);
static inline bool rt_is_native(Value v) { return rt_is_type(v, &rt_native_type); }

/* Map positional and keyword arguments onto the parameter list `names` (nparams entries) like
 * Python does; out[i] is RT_UNDEF for parameters not given (borrowed values). The first
 * `nrequired` parameters are required. Raises TypeError with a builtin's messages:
 *   "f() missing required argument 'x' (pos 1)"
 *   "f() takes at most 2 positional arguments (3 given)"
 *   "f() got an unexpected keyword argument 'x'"
 *   "f() got multiple values for argument 'x'"
 * or, when the native function being called is fname and its parse_style says so, with a
 * Python function's or NumPy's C parser's messages (native_args.c). */
void rt_parse_args(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                   int nparams, const char *const *names, int nrequired, Value *out);
/* rt_parse_args where only the first npositional parameters may be given by position (those
 * after them are keyword-only, as `where` after `*` in np.mean's signature). */
void rt_parse_args_kwonly(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                          int nparams, int npositional, const char *const *names, int nrequired,
                          Value *out);
/* Called as a native function starts (its name and style) and ends (NULL): the next
 * rt_parse_args of that name uses the style; any rt_parse_args forgets it. A builtin-style
 * function entered with the name of the one pending (a wrapper forwarding its arguments to the
 * function it wraps) keeps the pending style. */
void rt_parse_style_enter(const char *fname, RtParseStyle style);
/* Shorthand for natives that take no keyword arguments and between min and max positionals. */
void rt_check_nargs(const char *fname, int argc, const Kwargs *kw, int min, int max);

/* ---- modules: a named table of attributes ---- */
typedef struct AttrEntry {
  char *name;
  Value value;
} AttrEntry;

/* A module whose attributes live elsewhere (the program's __main__: the VM's globals). lookup
 * returns a borrowed value or RT_UNDEF, store steals v, refresh copies every attribute into the
 * module's own table (for the code that walks it: dir, star imports). */
typedef struct RtModuleLive {
  Value (*lookup)(Value module, const char *name);
  void (*store)(Value module, const char *name, Value v);
  void (*refresh)(Value module);
  Value (*dict)(Value module); /* its __dict__ (a new reference): __main__'s is globals() */
} RtModuleLive;

typedef struct Module {
  Obj hdr;
  char *name;
  AttrEntry *entries;  /* open addressing, capacity is a power of two */
  int64_t count, cap;
  const RtModuleLive *live; /* NULL: its attributes are its table */
  Value dict;               /* its __dict__ once asked for (owned; RT_UNDEF before): the table's
                               names copied in, kept up to date by rt_module_set; a name put
                               only in the dict is found there too */
} Module;
extern const ObjType rt_module_type;

Value rt_module_new(const char *name);
void rt_module_set(Value module, const char *name, Value v);    /* steals v */
void rt_module_add_fn(Value module, const char *name, NativeFn fn);
Value rt_module_lookup(Value module, const char *name);         /* borrowed; RT_UNDEF if absent */
Value rt_module_dict(Value module);  /* vars(module), module.__dict__: the same dict each time */
/* A live module's attributes copied into its table before code walks the table (no-op else). */
void rt_module_refresh(Value module);
/* Called before a module's missing attribute raises the plain AttributeError: a library whose
 * module answers some missing names in words of its own (numpy's removed aliases) raises there,
 * returns a new reference to answer every access itself (numpy's deprecated aliases, which
 * warn each time), or sets the attribute (a submodule loaded on first use), which is then
 * returned; otherwise it returns RT_UNDEF. Each library adds its own hook (at most 4); they are
 * asked in the order added. */
typedef Value (*RtModuleMissingFn)(Value module, const char *name);
void rt_add_module_missing(RtModuleMissingFn fn);
/* Called before an object's missing attribute raises: a value (new reference) or undef. Numba's
 * @overload_method/@overload_attribute answer there while interpreted @jit code runs. */
typedef Value (*RtAttrMissingFn)(Value obj, const char *name);
void rt_set_attr_missing(RtAttrMissingFn fn);

/* import: returns the module (new reference) for "numpy", "math", "numba.cuda", ...; raises
 * ModuleNotFoundError("No module named 'x'") for any name no library registered
 * (modules.h). Modules are built once, on first import (modules.c). */
Value rt_import(const char *dotted_name);

/* Builtins (print, len, range, ...): the VM looks names up here after globals.
 * Borrowed; RT_UNDEF if there is no such builtin. */
Value rt_builtin_lookup(const char *name);

/* Argument-count checks in the message style CPython uses for a given builtin (native.c).
 * RT_ARGS_CLINIC: "insert expected 2 arguments, got 1";
 * RT_ARGS_ONE: "len() takes exactly one argument (0 given)"; RT_ARGS_NONE: "str.upper() takes
 * no arguments (1 given)"; RT_ARGS_OLD: "find() takes at least 1 argument (0 given)".
 * Keyword arguments are refused with "f() takes no keyword arguments". */
typedef enum { RT_ARGS_CLINIC, RT_ARGS_ONE, RT_ARGS_NONE, RT_ARGS_OLD } RtArgStyle;
void rt_check_args(const char *fname, int argc, const Kwargs *kw, int min, int max,
                   RtArgStyle style);

#endif
