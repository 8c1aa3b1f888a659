/* lib_source.h — the frames in CPython's own library modules that its tracebacks show when a
 * library function Weft writes in C raises (json.loads' frames in json/__init__.py and
 * json/decoder.py, graphlib's CycleError, random's and statistics' errors, strptime's), and the
 * source lines those frames print. */
#ifndef WEFT_PY_LIB_SOURCE_H
#define WEFT_PY_LIB_SOURCE_H

#include "../base/error.h"
#include "../obj/value.h"

/* The library lines a frame can stand at (lib_source.c's table). */
typedef enum PyLibLine {
  PY_LIB_JSON_LOAD,          /* json.load: return loads(fp.read(), ... */
  PY_LIB_JSON_LOADS_TYPE,    /* json.loads: raise TypeError(...) for a non-text argument */
  PY_LIB_JSON_LOADS,         /* json.loads: return _default_decoder.decode(s) */
  PY_LIB_JSON_LOADS_CLS,     /* json.loads with hooks: return cls(**kw).decode(s) */
  PY_LIB_JSON_DECODE,        /* JSONDecoder.decode: obj, end = self.raw_decode(...) */
  PY_LIB_JSON_EXTRA_DATA,    /* JSONDecoder.decode: raise JSONDecodeError("Extra data", ...) */
  PY_LIB_JSON_SCAN,          /* JSONDecoder.raw_decode: obj, end = self.scan_once(s, idx) */
  PY_LIB_JSON_EXPECTING,     /* JSONDecoder.raw_decode: raise JSONDecodeError("Expecting value", ...) */
  PY_LIB_JSON_DUMPS,         /* json.dumps, its default encoder: return _default_encoder.encode(obj) */
  PY_LIB_JSON_DUMPS_KW,      /* json.dumps with options: **kw).encode(obj) */
  PY_LIB_JSON_ENCODE,        /* JSONEncoder.encode: chunks = self.iterencode(o, _one_shot=True) */
  PY_LIB_JSON_ITERENCODE,    /* JSONEncoder.iterencode: return _iterencode(o, 0) */
  PY_LIB_JSON_DEFAULT,       /* JSONEncoder.default: raise TypeError(f'Object of type ...') */
  PY_LIB_GRAPHLIB_STATIC_ORDER, /* TopologicalSorter.static_order: self.prepare() */
  PY_LIB_GRAPHLIB_CYCLE,     /* TopologicalSorter.prepare: raise CycleError(...) */
  PY_LIB_RANDOM_RANDINT,     /* Random.randint: return self.randrange(a, b+1) */
  PY_LIB_RANDOM_EMPTY_STOP,  /* Random.randrange(stop): raise ValueError("empty range ...") */
  PY_LIB_RANDOM_EMPTY_RANGE, /* Random.randrange(start, stop[, step]): the same with the numbers */
  PY_LIB_RANDOM_ZERO_STEP,   /* Random.randrange: raise ValueError("zero step ...") */
  PY_LIB_RANDOM_EMPTY_STEP,  /* Random.randrange with a step: raise ValueError("empty range ...") */
  PY_LIB_RANDOM_INDEX_START, /* Random.randrange: istart = _index(start) (its TypeError, caught) */
  PY_LIB_RANDOM_INDEX_STOP,  /* istop = _index(stop) */
  PY_LIB_RANDOM_INDEX_STEP,  /* istep = _index(step) */
  PY_LIB_RANDOM_NONINT_START, /* Random.randrange: raise ValueError("non-integer arg 1 ...") */
  PY_LIB_RANDOM_NONINT_STOP, /* the same for stop */
  PY_LIB_RANDOM_NONINT_STEP, /* the same for step */
  PY_LIB_RANDOM_CHOICE_EMPTY, /* Random.choice: raise IndexError(...) */
  PY_LIB_RANDOM_SAMPLE_LARGE, /* Random.sample: raise ValueError("Sample larger ...") */
  PY_LIB_RANDOM_SAMPLE_SEQUENCE, /* Random.sample: raise TypeError("Population must be a sequence. ...") */
  PY_LIB_RANDOM_CHOICE_LEN,  /* Random.choice: if not len(seq): */
  PY_LIB_RANDOM_CHOICE_ITEM, /* Random.choice: return seq[self._randbelow(len(seq))] */
  PY_LIB_RANDOM_SHUFFLE_LEN, /* Random.shuffle: for i in reversed(range(1, len(x))): */
  PY_LIB_RANDOM_SHUFFLE_READ, /* Random.shuffle: x[i], x[j] = x[j], x[i] (the reads, x[j] first) */
  PY_LIB_RANDOM_SHUFFLE_STORE, /* the same line's stores (x[i] first) */
  PY_LIB_STATS_MEAN,         /* statistics' raise StatisticsError(...) for too little data: */
  PY_LIB_STATS_MEDIAN,
  PY_LIB_STATS_MEDIAN_LOW,
  PY_LIB_STATS_MEDIAN_HIGH,
  PY_LIB_STATS_MODE,
  PY_LIB_STATS_VARIANCE,
  PY_LIB_STATS_PVARIANCE,
  PY_LIB_STATS_STDEV,
  PY_LIB_STATS_PSTDEV,
  PY_LIB_STRPTIME_DATETIME,  /* _strptime_datetime: tt, fraction, ... = _strptime(...) */
  PY_LIB_STRPTIME_TIME,      /* _strptime_time: tt = _strptime(...)[0] */
  PY_LIB_STRPTIME_NO_MATCH,  /* _strptime: raise ValueError("time data %r does not match ...") */
  PY_LIB_STRPTIME_REMAINS,   /* _strptime: raise ValueError("unconverted data remains: ...") */
  PY_LIB_STRPTIME_BAD_DIRECTIVE, /* _strptime: raise ValueError("'%s' is a bad directive ...") */
  PY_LIB_STRPTIME_STRAY,     /* _strptime: raise ValueError("stray %% in format ...") from None */
  PY_LIB_PATH_READ_TEXT,     /* Path.read_text: with self.open(mode='r', ...) as f: */
  PY_LIB_PATH_READ_BYTES,    /* Path.read_bytes: with self.open(mode='rb') as f: */
  PY_LIB_PATH_WRITE_TEXT,    /* Path.write_text: with self.open(mode='w', ...) as f: */
  PY_LIB_PATH_WRITE_BYTES,   /* Path.write_bytes: with self.open(mode='wb') as f: */
  PY_LIB_PATH_OPEN,          /* Path.open: return io.open(self, ...) */
  PY_LIB_PATH_TOUCH,         /* Path.touch: fd = os.open(self, flags, mode) */
  PY_LIB_PATH_MKDIR,         /* Path.mkdir: os.mkdir(self, mode) */
  PY_LIB_PATH_UNLINK,        /* Path.unlink: os.unlink(self) */
  PY_LIB_PATH_RMDIR,         /* Path.rmdir: os.rmdir(self) */
  PY_LIB_PATH_RENAME,        /* Path.rename: os.rename(self, target) */
  PY_LIB_PATH_ITERDIR,       /* Path.iterdir: for name in os.listdir(self): */
  PY_LIB_PATH_STAT,          /* Path.stat: return os.stat(self, ...) */
  PY_LIB_OS_MAKEDIRS_PARENT, /* os.makedirs (frozen: no source line): makedirs(head, ...) */
  PY_LIB_OS_MAKEDIRS,        /* os.makedirs: mkdir(name, mode) */
  PY_LIB_PATH_EXISTS,        /* os.path's frozen lines (no source shown): exists' os.stat(path) */
  PY_LIB_PATH_ISFILE,
  PY_LIB_PATH_ISDIR,
  PY_LIB_PATH_GETSIZE,
  PY_LIB_PATH_GETMTIME,
  PY_LIB_PATH_GETATIME,
  PY_LIB_PATH_GETCTIME,
  PY_LIB_PATH_JOIN_FIRST,    /* posixpath.join: a = os.fspath(a) */
  PY_LIB_PATH_JOIN_REST,     /* posixpath.join: genericpath._check_arg_types(...) */
  PY_LIB_PATH_CHECK_ARG_TYPES, /* genericpath._check_arg_types: raise TypeError(...) */
  PY_LIB_PATH_SPLIT,         /* posixpath's p = os.fspath(p) of these functions: */
  PY_LIB_PATH_BASENAME,
  PY_LIB_PATH_DIRNAME,
  PY_LIB_PATH_SPLITEXT,
  PY_LIB_PATH_NORMPATH,
  PY_LIB_PATH_ABSPATH,
  PY_LIB_PATH_ISABS,
  PY_LIB_PATH_EXPANDUSER,
  PY_LIB_PATH_NORMCASE,
  PY_LIB_PATH_SPLITDRIVE,
  PY_LIB_SHUTIL_COPY,        /* shutil.copy: copyfile(src, dst, ...) */
  PY_LIB_SHUTIL_COPY2,       /* shutil.copy2: the same line */
  PY_LIB_SHUTIL_MOVE,        /* shutil.move, its rename failed: copy_function(src, real_dst) */
  PY_LIB_SHUTIL_COPYFILE_SRC, /* shutil.copyfile: with open(src, 'rb') as fsrc: */
  PY_LIB_SHUTIL_COPYFILE_DST, /* shutil.copyfile: with open(dst, 'wb') as fdst: */
  PY_LIB_CSV_WRITEROW,       /* DictWriter.writerow: return self.writer.writerow(self._dict_to_list(rowdict)) */
  PY_LIB_CSV_WRITEROWS,      /* DictWriter.writerows: return self.writer.writerows(map(...)) */
  PY_LIB_CSV_EXTRA_FIELDS,   /* DictWriter._dict_to_list: raise ValueError("dict contains fields ...") */
  PY_LIB_DC_DATACLASS,       /* dataclasses.dataclass applied directly: return wrap(cls) */
  PY_LIB_DC_WRAP,            /* its wrap: return _process_class(cls, init, ...) */
  PY_LIB_DC_PROCESS_INIT,    /* _process_class: _init_fn(all_init_fields, ...) */
  PY_LIB_DC_NON_DEFAULT,     /* _init_fn: raise TypeError(f'non-default argument ...') */
  PY_LIB_TEMPLATE_SUBSTITUTE, /* Template.substitute: return self.pattern.sub(convert, self.template) */
  PY_LIB_TEMPLATE_LOOKUP,    /* its convert: return str(mapping[named]) */
  PY_LIB_TEMPLATE_INVALID_CALL, /* its convert: self._invalid(mo) */
  PY_LIB_TEMPLATE_INVALID,   /* Template._invalid: raise ValueError('Invalid placeholder ...') */
  PY_LIB_ENUM_CALL,          /* EnumType.__call__: return cls.__new__(cls, value) */
  PY_LIB_ENUM_NEW,           /* Enum.__new__: raise ve_exc */
  PY_LIB_ENUM_GETITEM,       /* EnumType.__getitem__: return cls._member_map_[name] */
  PY_LIB_ENUM_REASSIGN,      /* EnumType.__setattr__: raise AttributeError('cannot reassign ...') */
  PY_LIB_COUNT
} PyLibLine;

/* Give the exception instance exc (borrowed) the traceback of frames at these lines,
 * outermost first: raised, it prints them under the program's own frames. */
void py_lib_frames_set(Value exc, const PyLibLine *lines, int n);

/* Raise kind(message) from these library frames (outermost first), as the library's own raise
 * statement would. */
_Noreturn void py_lib_raise(ExcKind kind, const PyLibLine *lines, int n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Run fn(ud) and return what it returns; an exception it raises goes on with these library
 * frames after the ones it has (innermost last): C code standing for library code that calls
 * something (open, os.mkdir) whose error CPython shows under the library's frames. */
Value py_lib_call(const PyLibLine *lines, int n, Value (*fn)(void *ud), void *ud);

/* Raise the OSError for errno err naming filename (borrowed) from these library frames. */
_Noreturn void py_lib_os_error(const PyLibLine *lines, int n, int err, Value filename);

/* Append these frames to the exception being raised (rt_error_current()). */
void py_lib_frames_append(const PyLibLine *lines, int n);

/* The source text of a library file the table has lines of (the other lines blank), or NULL
 * for another file. Built once, kept for the run. */
const char *py_lib_source(const char *file);
/* Installed once by a higher layer: its own library files' text the same way (NULL for a file
 * it does not know), asked first. */
void py_lib_source_more(const char *(*more)(const char *file));

#endif
