/* py.h — Python's core library (vm/py): the builtins module and the modules math, time,
 * timeit, random, dataclasses, itertools, functools and statistics. py_register
 * (py_modules.c) registers them with the import machinery (vm/obj/modules.h); the
 * composition root calls it once at start-up. */
#ifndef WEFT_PY_PY_H
#define WEFT_PY_PY_H

#include <stdio.h>

#include "../obj/value.h"

void py_register(void);

/* The modules' initialisers (each fills a fresh module object). */
void rt_builtins_init(Value builtins_module); /* builtins.c */
void rt_file_builtins_init(Value builtins);   /* file.c: open() */
/* object, super, staticmethod, classmethod, property, issubclass, setattr, delattr, vars,
 * NotImplemented (builtins_class.c) */
void rt_class_builtins_init(Value builtins_module);
void rt_dataclasses_module_init(Value m);     /* dataclasses.c */
void rt_collections_module_init(Value m);     /* collections*.c */
/* Is v an instance of a collections.namedtuple class (isinstance(v, tuple) holds)? */
bool rt_coll_is_namedtuple(Value v);          /* collections_namedtuple.c */
bool rt_coll_is_namedtuple_class(Value cls); /* a class collections.namedtuple made (or a subclass) */
void rt_math_module_init(Value m);            /* math.c */
/* Python's math.gamma and math.lgamma without raising (compiled code calls them): *err is 1
 * where Python raises "math domain error" (the result is then C's: NaN or an infinity), 2 for
 * "math range error" (an infinity), else 0. */
double py_gamma(double x, int *err);
double py_lgamma(double x, int *err);
/* The Euclidean norm of n coordinates, each |x| (vec is scaled in place), max the largest,
 * found_nan whether one is NaN: CPython's vector_norm, behind hypot and dist (math_norm.c). */
double py_vector_norm(int64_t n, double *vec, double max, bool found_nan);
void rt_cmath_module_init(Value m);           /* cmath.c */
void rt_time_module_init(Value m);            /* time.c */
void rt_threading_module_init(Value m);       /* threading*.c, on green.c's threads */
void rt_queue_module_init(Value m);           /* queue.c */
void rt_concurrent_module_init(Value m);      /* futures.c: the package */
void rt_futures_module_init(Value m);         /* futures.c: concurrent.futures */
void rt_multiprocessing_module_init(Value m); /* multiprocessing.c */
void rt_gc_module_init(Value m);              /* gc_module.c */
void rt_timeit_module_init(Value m);          /* time.c */
void rt_random_module_init(Value m);          /* pyrandom.c: Python's random (MT19937) */
void rt_sys_module_init(Value m);             /* sys.c */
void rt_os_module_init(Value m);              /* os.c */
void rt_os_path_module_init(Value m);         /* os_path.c */
void rt_os_walk_init(Value os_module);        /* os_walk.c: os.chdir, os.walk */
void rt_os_stat_init(Value os_module);        /* os_stat.c: os.stat, os.lstat */
Value rt_os_stat(int argc, const Value *argv, const Kwargs *kw); /* os.stat(path) */
/* A pathlib path's text (borrowed: the path holds it), NULL for anything else (pathlib.c). */
const char *rt_pathlib_text(Value v);
void rt_glob_module_init(Value m);            /* os_walk.c */
void rt_pathlib_module_init(Value m);         /* pathlib.c */
void rt_time_struct_init(Value time_module);  /* time_struct.c: struct_time, strftime, ... */
void rt_tempfile_module_init(Value m);        /* tempfile.c */
void rt_string_module_init(Value m);          /* string.c */
Value rt_string_formatter_class(void);       /* string_formatter.c: string.Formatter */
Value rt_string_template_class(void);        /* string_template.c: string.Template */
void rt_copy_module_init(Value m);            /* copy.c */
void rt_copyreg_module_init(Value m); /* copyreg.c */
void rt_operator_module_init(Value m);        /* operator.c */
/* sys.argv: the command line from the program on (argv[0] the file, "-c" or "-"); the strings
 * must outlive the program (main's argv). Not called: sys.argv is ['']. */
void py_set_argv(int argc, char **argv);
/* sys.stdin, sys.stdout, sys.stderr (fd 0, 1, 2): text files whose writes keep their order
 * with print() (file.c). */
Value py_std_stream(int fd);
/* What sys.stdin, sys.stdout or sys.stderr (fd 0, 1, 2) was set to when the program replaced
 * the stream sys started with (contextlib.redirect_stdout, `sys.stdout = f`): print() writes
 * there. RT_UNDEF (the common case) while it is the original stream (sys.c; borrowed). */
Value py_sys_stream_override(int fd);

/* At start-up, given -W or PYTHONWARNINGS: the warnings module made now, its filters set from
 * them (a bad option said on stderr before the program runs, as CPython's) (warnings.c). */
void py_warnings_start(void);

/* rt_parse_args for a module function CPython writes in Python: a wrong call gets a Python
 * function's message ("f() missing 1 required positional argument: 'x'", "f() takes 2
 * positional arguments but 3 were given") (pyargs.c). */
void py_parse_pyargs(const char *fname, int argc, const Value *argv, const Kwargs *kw, int nparams,
                     const char *const *names, int nrequired, Value *out);
/* The same for a method: CPython's messages count self ("f() takes 2 positional arguments but
 * 3 were given"); self is the receiver. */
void py_parse_method_args(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw, int nparams,
                          const char *const *names, int nrequired, Value *out);
void rt_itertools_module_init(Value m);       /* itertools.c (+ _group.c, _comb.c) */
void rt_functools_module_init(Value m);       /* functools.c (+ lru_cache.c) */
void rt_statistics_module_init(Value m);      /* statistics.c */
void rt_stat_module_init(Value m);            /* stat_module.c */
typedef struct PyTypeDictNames {
  const char *type, *names; /* names: the keys of type.__dict__, space-separated */
} PyTypeDictNames;
extern const PyTypeDictNames py_type_dict_names[]; /* type_dicts.c, ends with {NULL, NULL} */
typedef struct PyDocEntry {
  const char *key; /* "len", "str", "str.upper", "math.sqrt" */
  const char *doc;
} PyDocEntry;
extern const PyDocEntry py_builtin_docs[]; /* builtin_docs.c (generated), sorted by key */
extern const int py_builtin_docs_count;
void py_builtin_doc_install(void);         /* builtin_doc.c: __doc__ of native functions */
void rt_ctypes_module_init(Value m);          /* ctypes*.c (libffi) */
void rt_ctypes_util_module_init(Value m);     /* ctypes_module.c */
void rt_argparse_module_init(Value m);        /* argparse.c */
void rt_typing_module_init(Value m);          /* typing.c */
void rt_typing_classes_init(Value m);         /* typing_classes.c: Generic, NamedTuple, ... */
/* typing.Protocol (a new reference) with its metaclass; adds runtime_checkable to m. */
Value rt_typing_protocol_class(Value m, Value generic); /* typing_protocol.c */
void rt_typing_extras_init(Value m);          /* typing_extras.c: overload, assert_never, ... */
/* list[int] and X | Y (typing.c's hooks into the classes); the alternatives of an X | Y. */
void rt_typing_hooks_init(void);
/* builtins.c: the class type() gives values of type `name`; check makes isinstance() take it */
Value rt_named_type_class(const char *name, bool (*check)(Value));
bool rt_typing_union_members(Value v, Value *members);
Value rt_typing_union_type(void); /* types.UnionType, the class of int | None (new reference) */
/* origin[key] as types.GenericAlias, printing as name[args] (collections.abc.Iterable[int]) */
Value rt_typing_alias(const char *name, Value origin, Value key);
bool rt_typing_is_typevar(Value v);
Value rt_typing_generic_alias_type(void); /* types.GenericAlias, list[int]'s class (new reference) */
/* The type variables in a tuple of forms, in order (a new tuple): Box[K, list[T]] -> (K, T). */
Value rt_typing_parameters(Value items);
/* Is v an alias (list[int], Box[T], Generic[T])? Then *origin (borrowed) is what it subscripts. */
bool rt_typing_alias_origin(Value v, Value *origin);
/* typing.List, typing.Iterable, ... in isinstance(): the runtime class (new reference) */
bool rt_typing_runtime_class(Value v, Value *cls, bool subclass);
void rt_future_module_init(Value m);          /* typing.c: __future__ */
void rt_warnings_module_init(Value m);        /* warnings.c */
/* warnings.c: a compiler's warning (of the Warning class category) at file:line through the
 * filters; false: they made it an error */
bool py_warn_compile(Value category, const char *message, const char *file, int line);
/* warnings.c: a library's warning at file:line, showing source (NULL: the file's line) */
void py_warn_at_line(Value category, const char *message, const char *file, int line, const char *source);
void rt_enum_module_init(Value m);            /* enum.c */
void rt_re_module_init(Value m);              /* re_*.c (PCRE2) */
void rt_datetime_module_init(Value m);        /* datetime*.c */
void py_match_builtins_init(Value builtins);  /* builtins_match.c: what match statements call */
void rt_heapq_module_init(Value m);           /* heapq.c */
Value py_sys_getsizeof(Value self, int argc, const Value *argv, const Kwargs *kw); /* sys_sizeof.c */
void rt_bisect_module_init(Value m);          /* bisect.c */
void rt_contextlib_module_init(Value m);      /* contextlib.c */
void py_contextlib_exitstack_init(Value m);   /* contextlib_exitstack.c: contextlib.ExitStack */
void py_contextlib_decorator_init(Value m);   /* contextlib_decorator.c: contextlib.ContextDecorator */
/* After a failed rt_pcall: the exception it caught as an object (a new reference) with the frames
 * below the caller as its traceback; an error C code raised gets frame_exc (the exception being
 * handled, or None) as its context (contextlib_exitstack.c). */
Value py_exc_caught(Value frame_exc);
void rt_abc_module_init(Value m);             /* abc.c */
void rt_types_module_init(Value m);           /* types_module.c */
void rt_numbers_module_init(Value m);         /* numbers_module.c */
void rt_abc_meta_fill(Value meta);            /* abc_check.c: ABCMeta's register and checks */
void rt_abc_register(Value abc, Value sub);   /* abc_check.c: abc.register(sub) */
void rt_json_module_init(Value m);            /* json.c (+ json_decode.c) */
void rt_pprint_module_init(Value m);          /* pprint.c */
void rt_ast_module_init(Value m);             /* ast_module.c: ast.literal_eval */
void rt_textwrap_module_init(Value m);        /* textwrap.c */
void rt_csv_module_init(Value m);             /* csv.c */
void rt_io_module_init(Value m);              /* io.c: StringIO, BytesIO */
/* What the traceback module and sys.exc_info() need from the VM, installed at start-up
 * (traceback.c): the exception being handled (borrowed; None outside handlers) and the printer
 * of an exception object with the traceback it carries, as an uncaught one is printed:
 * PY_TB_CHAIN with its causes and contexts, PY_TB_ONE without, PY_TB_ENTRIES only the frame
 * entries. limit: INT64_MIN for all entries, n > 0 the first n, n < 0 the last -n. */
typedef enum { PY_TB_CHAIN, PY_TB_ONE, PY_TB_ENTRIES } PyTbMode;
typedef void (*PyExcPrinter)(Value exc, PyTbMode mode, int64_t limit, FILE *out);
void py_set_exc_hooks(Value (*handled)(void), PyExcPrinter print);
Value py_handled_exception(void);                                        /* traceback.c */
void py_print_exception(Value exc, PyTbMode mode, int64_t limit, FILE *out); /* traceback.c */
/* One str per traceback entry of exc, as printed (traceback.c); the traceback module's
 * FrameSummary, StackSummary, extract_* and TracebackException (traceback_stack.c). */
Value py_tb_entry_texts(Value exc);
void py_traceback_stack_init(Value m);
void rt_traceback_module_init(Value m);       /* traceback.c */
void rt_doctest_module_init(Value m);         /* doctest.c */
void rt_collections_abc_module_init(Value m); /* collections_abc.c */
void rt_importlib_module_init(Value m);       /* importlib.c */
void rt_struct_module_init(Value m);          /* struct.c */
void rt_shutil_module_init(Value m);          /* shutil.c */
void rt_inspect_module_init(Value m);         /* inspect.c (+ inspect_signature.c, _source.c) */
void py_inspect_signature_init(Value m);      /* inspect_signature.c: signature, Signature, ... */
void py_inspect_source_init(Value m);         /* inspect_source.c: getsource, getdoc, ... */
Value py_file_lines(const char *path);        /* inspect_source.c: a file's lines, OSError */
/* inspect_frames.c: currentframe, stack; the frame `depth` calls above the running Python
 * code (sys._getframe), from the VM's hook installed at start-up (ValueError past the end). */
void py_inspect_frames_init(Value m);
void py_set_frame_hook(Value (*hook)(int depth));
Value py_frame_at(int depth);
/* How many Python frames are running, the module's included (0 outside the VM). */
void py_set_depth_hook(int (*hook)(void));
int py_frame_depth(void);
void rt_pickle_module_init(Value m);          /* pickle.c (+ pickle_load.c) */
void rt_pickletools_module_init(Value m);     /* pickletools.c: dis */
/* pickle.c: how objects of higher layers (NumPy's arrays) reduce: (callable, args, state) or
 * unset for objects it does not know; and the module and name of their functions and classes
 * (false for others). Installed once when that library starts. */
void py_set_pickle_reduce_hook(Value (*hook)(Value obj), bool (*name)(Value obj, const char **mod, const char **qual));
void rt_weakref_module_init(Value m);         /* weakref.c */
void rt_keyword_module_init(Value m);         /* keyword.c */
void rt_atexit_module_init(Value m);          /* atexit.c */
/* The program has ended: atexit's registered callables run, the last registered first. */
void py_atexit_run(void);
void rt_calendar_module_init(Value m);        /* calendar.c */
void rt_secrets_module_init(Value m);         /* secrets.c */
void rt_binascii_module_init(Value m);        /* base64.c */
void rt_base64_module_init(Value m);          /* base64.c */
void rt_zlib_module_init(Value m);            /* zlib_module.c */
void rt_zipfile_module_init(Value m);         /* zipfile.c */
void rt_hashlib_module_init(Value m);         /* hashlib.c (OpenSSL's libcrypto) */
void rt_array_module_init(Value m);           /* array.c */
void py_memoryview_init(Value builtins);      /* memoryview.c: the builtin memoryview */
void rt_difflib_module_init(Value m);         /* difflib.c */
void rt_urllib_module_init(Value m);          /* urllib_parse.c: the package */
void rt_urllib_parse_module_init(Value m);    /* urllib_parse.c, urllib_quote.c */
void rt_timeit_funcs_init(Value m);           /* timeit.c: timeit.timeit, repeat */
void rt_import_builtin_init(Value builtins);  /* importlib.c: __import__ */
void rt_logging_module_init(Value m);         /* logging.c (+ logging_handler.c) */
void rt_fractions_module_init(Value m);       /* fractions.c */
void rt_decimal_module_init(Value m);         /* decimal*.c */
void rt_unittest_module_init(Value m);        /* unittest_*.c */
void rt_unittest_mock_module_init(Value m);   /* unittest_mock.c, unittest_patch.c */
/* builtins.c: what breakpoint() calls (the debugger's, installed under --debug). */
void py_set_breakpoint_hook(void (*hook)(void));

#endif
