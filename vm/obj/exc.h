/* exc.h — exceptions as Python values: the builtin exception classes (one value per ExcKind,
 * of a type of their own, whose bases are vm/base's RT_EXC_KINDS table) and exception
 * instances (args, __cause__, __context__, the traceback they carried when last caught).
 *
 * The seams a generic class model fills (user classes deriving from these):
 *   - rt_exc_class_of(exc) is THE accessor for the class of an exception instance;
 *   - rt_exc_issubclass(cls, base) is THE subclass test, and rt_exception_matches (what
 *     `except C` asks) goes through it; both know the builtin classes only today;
 *   - rt_exc_instance_new(cls, kind, args) makes an instance whose class is any class value,
 *     with kind the builtin class it derives from (what C code and the traceback's fallback
 *     see); a user class's instance can be one of these with its own attributes (set_attr).
 */
#ifndef WEFT_RT_EXC_H
#define WEFT_RT_EXC_H

#include "../base/error.h"
#include "value.h"

/* A builtin exception class: a static singleton per kind (never freed). */
typedef struct ExcClass {
  Obj hdr;
  ExcKind kind; /* its bases are rt_exc_bases[kind] */
} ExcClass;
extern const ObjType rt_exc_class_type;

typedef struct ExcAttr {
  char *name;
  Value value;
} ExcAttr;

/* An exception instance. */
typedef struct ExcObj {
  Obj hdr;
  Value cls;            /* its class (owned): an ExcClass, or a class deriving from one */
  ExcKind kind;         /* the builtin class cls is or derives from */
  Value args;           /* a tuple */
  Value cause, context; /* __cause__, __context__: None when absent */
  bool suppress_context;
  TraceEntry *tb;       /* the frames it went through when last caught, outermost first */
  int ntb;
  ExcAttr *attrs;       /* other attributes (errno, strerror, filename, user's) */
  int nattrs;
  Value *kept;          /* the objects the frames it left held (their locals), which die with
                           it, as CPython's traceback keeps its frames */
  int nkept;
  bool place_unknown;   /* a SyntaxError whose offset, text, end_lineno and end_offset are not
                           known (exec's): absent rather than None */
} ExcObj;
extern const ObjType rt_exc_type;

static inline bool rt_is_exc_class(Value v) { return rt_is_type(v, &rt_exc_class_type); }
static inline bool rt_is_exception(Value v) { return rt_is_type(v, &rt_exc_type); }

/* Moves n values into the objects exc keeps (it takes the references); if exc is not an
 * exception instance, they are released. */
void rt_exc_keep_frames(Value exc, Value *vals, int n);

/* The class value of a builtin kind (borrowed: the singletons live forever). */
Value rt_exc_class(ExcKind kind);
/* The class of an exception instance (borrowed). */
Value rt_exc_class_of(Value exc);
/* issubclass(cls, base) for exception classes; false for anything that is not one. */
bool rt_exc_issubclass(Value cls, Value base);
/* Is v an exception class (a class deriving from BaseException)? */
bool rt_exc_is_class(Value v);
/* `except cls` with exception exc: cls a class or a tuple of them (nested tuples too); raises
 * TypeError "catching classes that do not inherit from BaseException is not allowed". */
bool rt_exception_matches(Value exc, Value cls);
/* The name of a class as its repr shows it: "ValueError", "numpy.AxisError". */
const char *rt_exc_class_display(Value cls);

/* A new instance (cls borrowed, args a tuple, borrowed). */
Value rt_exc_instance_new(Value cls, ExcKind kind, Value args);
/* An OSError (or subclass) whose args are (errno, strerror[, filename[, winerror[, filename2]]]):
 * those attributes set, its args cut to the first two, as OSError's __new__ and __init__ do. */
void rt_exc_os_init(Value e);
/* A new instance of a builtin class with args (message,), or () for an empty message: what
 * an exception raised by rt_raise becomes when Python code catches it. */
Value rt_exc_from_message(ExcKind kind, const char *message);
/* str(exc) (repr false) or repr(exc) as BaseException's methods make them. */
Value rt_exc_default_text(Value exc, bool repr);
/* The attributes an instance keeps (user attributes included), in order: *attrs points into
 * the instance (borrowed), valid until it changes. Returns their number. */
int rt_exc_attrs(Value exc, const ExcAttr **attrs);
/* instance.name = v for the attributes the instance keeps (borrowed v). */
void rt_exc_set_attr(Value exc, const char *name, Value v);

/* raise exc from cause: cause None or an instance (borrowed); sets __suppress_context__. */
void rt_exc_set_cause(Value exc, Value cause);
/* The implicit chaining of an exception raised while `handled` is being handled (None or an
 * instance, borrowed): handled becomes exc's __context__, breaking any cycle as CPython does. */
void rt_exc_set_context(Value exc, Value handled);

/* Raise an exception instance (borrowed), which keeps the traceback it already has. */
_Noreturn void rt_raise_exc(Value exc);
/* KeyError(key): str() of it is the repr of the key. */
_Noreturn void rt_raise_key_error(Value key);
/* AttributeError with the message fmt and CPython's `name` and `obj` attributes (obj borrowed),
 * from which the traceback's "Did you mean" is found. */
_Noreturn void rt_raise_attr_error(Value obj, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Raise ImportError or ModuleNotFoundError with the message fmt and the attributes name (the
 * module concerned, name_len bytes of it) and path (None), as CPython's import does. */
_Noreturn void rt_raise_import_error(ExcKind kind, const char *name, size_t name_len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* OSError's subclass for errno (FileNotFoundError for ENOENT, ...) with errno, strerror and
 * filename (borrowed; RT_UNDEF for none): "[Errno 2] No such file or directory: 'x.txt'". */
_Noreturn void rt_raise_os_error(int errnum, Value filename);
/* The same with a second file name (os.rename's): "[Errno 2] No such file or directory: 'a' -> 'b'". */
_Noreturn void rt_raise_os_error2(int errnum, Value filename, Value filename2);

/* The traceback an instance carries (see ExcObj.tb); setting copies the entries. */
void rt_exc_set_traceback(Value exc, const TraceEntry *t, int n);
/* exc.__traceback__ (exc_traceback.c): a traceback object for entry index of the traceback
 * an instance carries, None past its end; rt_traceback_parts reads one back (borrowed exc),
 * false for anything else. */
Value rt_traceback_new(Value exc, int index);
bool rt_traceback_parts(Value tb, Value *exc, int *index);
/* str(exc), and the last traceback line's "Name: message" / "Name" (new str references). */
Value rt_exc_line(Value exc);

/* Exception groups (exc_group.c): is v a BaseExceptionGroup instance; its exceptions (a
 * tuple, borrowed; RT_UNDEF for none); construction by the builtin classes; str; the
 * split/subgroup/derive methods (RT_UNDEF for other names); split by a class, a tuple of
 * them or a predicate into new references (None for an empty part). */
bool rt_exc_is_group(Value v);
Value rt_exc_group_items(Value exc);
Value rt_exc_group_new(ExcKind kind, int argc, const Value *argv, const Kwargs *kw);
Value rt_exc_group_str(Value exc);
Value rt_exc_group_getattr(Value self, const char *name);
void rt_exc_group_split(Value exc, Value cond, Value *match, Value *rest);

/* Installs the release of Exception.value (error.h) for instances: called at start-up. */
void rt_exc_init(void);

#endif
