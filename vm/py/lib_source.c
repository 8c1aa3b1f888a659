/* lib_source.c — the library frames of lib_source.h: a table of the lines of CPython 3.11's
 * library that a traceback stands at, with the function each is in and where its carets
 * start (the expression after `return` or `=`; 0: the whole statement, no carets). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "lib_source.h"

#define JSON_INIT "/usr/lib/python3.11/json/__init__.py"
#define JSON_DECODER "/usr/lib/python3.11/json/decoder.py"
#define JSON_ENCODER "/usr/lib/python3.11/json/encoder.py"
#define GRAPHLIB "/usr/lib/python3.11/graphlib.py"
#define RANDOM "/usr/lib/python3.11/random.py"
#define STATISTICS "/usr/lib/python3.11/statistics.py"
#define STRPTIME "/usr/lib/python3.11/_strptime.py"
#define PATHLIB "/usr/lib/python3.11/pathlib.py"
#define ENUM "/usr/lib/python3.11/enum.py"
#define SHUTIL "/usr/lib/python3.11/shutil.py"
#define STRING "/usr/lib/python3.11/string.py"
#define CSV "/usr/lib/python3.11/csv.py"
#define DATACLASSES "/usr/lib/python3.11/dataclasses.py"
#define FROZEN_OS "<frozen os>"
#define FROZEN_GENERICPATH "<frozen genericpath>"
#define FROZEN_POSIXPATH "<frozen posixpath>"
#define STATS_RAISE(what) "        raise StatisticsError(" what ")"

static const struct {
  const char *file, *func;
  int line, col; /* col: 1-based start of the carets, which run to the line's end */
  const char *text;
  int end; /* where the carets end instead (1-based, exclusive); 0: the line's end */
  int anchor; /* a subscript's '[' (1-based): '~' before it, '^' from it on; 0: none */
} lines[PY_LIB_COUNT] = {
    [PY_LIB_JSON_LOAD] = {JSON_INIT, "load", 293, 12, "    return loads(fp.read(),"},
    [PY_LIB_JSON_LOADS_TYPE] = {JSON_INIT, "loads", 339, 0,
                                "            raise TypeError(f'the JSON object must be str, bytes or bytearray, '"},
    [PY_LIB_JSON_LOADS] = {JSON_INIT, "loads", 346, 16, "        return _default_decoder.decode(s)"},
    [PY_LIB_JSON_LOADS_CLS] = {JSON_INIT, "loads", 359, 12, "    return cls(**kw).decode(s)"},
    [PY_LIB_JSON_DECODE] = {JSON_DECODER, "decode", 337, 20,
                            "        obj, end = self.raw_decode(s, idx=_w(s, 0).end())"},
    [PY_LIB_JSON_EXTRA_DATA] = {JSON_DECODER, "decode", 340, 0,
                                "            raise JSONDecodeError(\"Extra data\", s, end)"},
    [PY_LIB_JSON_SCAN] = {JSON_DECODER, "raw_decode", 353, 24, "            obj, end = self.scan_once(s, idx)"},
    [PY_LIB_JSON_EXPECTING] = {JSON_DECODER, "raw_decode", 355, 0,
                               "            raise JSONDecodeError(\"Expecting value\", s, err.value) from None"},
    [PY_LIB_JSON_DUMPS] = {JSON_INIT, "dumps", 231, 16, "        return _default_encoder.encode(obj)"},
    [PY_LIB_JSON_DUMPS_KW] = {JSON_INIT, "dumps", 238, 15, "        **kw).encode(obj)"},
    [PY_LIB_JSON_ENCODE] = {JSON_ENCODER, "encode", 200, 18, "        chunks = self.iterencode(o, _one_shot=True)"},
    [PY_LIB_JSON_ITERENCODE] = {JSON_ENCODER, "iterencode", 258, 16, "        return _iterencode(o, 0)"},
    [PY_LIB_JSON_DEFAULT] = {JSON_ENCODER, "default", 180, 0,
                             "        raise TypeError(f'Object of type {o.__class__.__name__} '"},
    [PY_LIB_GRAPHLIB_STATIC_ORDER] = {GRAPHLIB, "static_order", 244, 0, "        self.prepare()"},
    [PY_LIB_GRAPHLIB_CYCLE] = {GRAPHLIB, "prepare", 106, 0,
                               "            raise CycleError(f\"nodes are in a cycle\", cycle)"},
    [PY_LIB_RANDOM_RANDINT] = {RANDOM, "randint", 362, 16, "        return self.randrange(a, b+1)"},
    [PY_LIB_RANDOM_EMPTY_STOP] = {RANDOM, "randrange", 313, 0,
                                  "            raise ValueError(\"empty range for randrange()\")"},
    [PY_LIB_RANDOM_EMPTY_RANGE] = {RANDOM, "randrange", 345, 0,
                                   "            raise ValueError(\"empty range for randrange() (%d, %d, %d)\" % "
                                   "(istart, istop, width))"},
    [PY_LIB_RANDOM_ZERO_STEP] = {RANDOM, "randrange", 353, 0,
                                 "            raise ValueError(\"zero step for randrange()\")"},
    [PY_LIB_RANDOM_EMPTY_STEP] = {RANDOM, "randrange", 355, 0,
                                  "            raise ValueError(\"empty range for randrange()\")"},
    [PY_LIB_RANDOM_INDEX_START] = {RANDOM, "randrange", 295, 22, "            istart = _index(start)"},
    [PY_LIB_RANDOM_INDEX_STOP] = {RANDOM, "randrange", 317, 21, "            istop = _index(stop)"},
    [PY_LIB_RANDOM_INDEX_STEP] = {RANDOM, "randrange", 330, 21, "            istep = _index(step)"},
    [PY_LIB_RANDOM_NONINT_START] = {RANDOM, "randrange", 301, 0,
                                    "                raise ValueError(\"non-integer arg 1 for randrange()\")"},
    [PY_LIB_RANDOM_NONINT_STOP] = {RANDOM, "randrange", 323, 0,
                                   "                raise ValueError(\"non-integer stop for randrange()\")"},
    [PY_LIB_RANDOM_NONINT_STEP] = {RANDOM, "randrange", 336, 0,
                                   "                raise ValueError(\"non-integer step for randrange()\")"},
    [PY_LIB_RANDOM_CHOICE_EMPTY] = {RANDOM, "choice", 373, 0,
                                    "            raise IndexError('Cannot choose from an empty sequence')"},
    [PY_LIB_RANDOM_SAMPLE_LARGE] = {RANDOM, "sample", 456, 0,
                                    "            raise ValueError(\"Sample larger than population or is negative\")"},
    [PY_LIB_RANDOM_SAMPLE_SEQUENCE] = {RANDOM, "sample", 439, 0, "            raise TypeError(\"Population must be a sequence.  \""},
    [PY_LIB_RANDOM_CHOICE_LEN] = {RANDOM, "choice", 372, 16, "        if not len(seq):", 24},
    [PY_LIB_RANDOM_CHOICE_ITEM] = {RANDOM, "choice", 374, 16, "        return seq[self._randbelow(len(seq))]", 0, 19},
    [PY_LIB_RANDOM_SHUFFLE_LEN] = {RANDOM, "shuffle", 380, 36, "        for i in reversed(range(1, len(x))):", 42},
    [PY_LIB_RANDOM_SHUFFLE_READ] = {RANDOM, "shuffle", 383, 26, "            x[i], x[j] = x[j], x[i]", 30, 27},
    [PY_LIB_RANDOM_SHUFFLE_STORE] = {RANDOM, "shuffle", 383, 13, "            x[i], x[j] = x[j], x[i]", 17, 14},
    [PY_LIB_STATS_MEAN] = {STATISTICS, "mean", 432, 0, STATS_RAISE("'mean requires at least one data point'")},
    [PY_LIB_STATS_MEDIAN] = {STATISTICS, "median", 565, 0, STATS_RAISE("\"no median for empty data\"")},
    [PY_LIB_STATS_MEDIAN_LOW] = {STATISTICS, "median_low", 588, 0, STATS_RAISE("\"no median for empty data\"")},
    [PY_LIB_STATS_MEDIAN_HIGH] = {STATISTICS, "median_high", 610, 0, STATS_RAISE("\"no median for empty data\"")},
    [PY_LIB_STATS_MODE] = {STATISTICS, "mode", 713, 0, STATS_RAISE("'no mode for empty data'") " from None"},
    [PY_LIB_STATS_VARIANCE] = {STATISTICS, "variance", 862, 0,
                               STATS_RAISE("'variance requires at least two data points'")},
    [PY_LIB_STATS_PVARIANCE] = {STATISTICS, "pvariance", 903, 0,
                                STATS_RAISE("'pvariance requires at least one data point'")},
    [PY_LIB_STATS_STDEV] = {STATISTICS, "stdev", 918, 0, STATS_RAISE("'stdev requires at least two data points'")},
    [PY_LIB_STATS_PSTDEV] = {STATISTICS, "pstdev", 936, 0, STATS_RAISE("'pstdev requires at least one data point'")},
    [PY_LIB_STRPTIME_DATETIME] = {STRPTIME, "_strptime_datetime", 568, 37,
                                  "    tt, fraction, gmtoff_fraction = _strptime(data_string, format)"},
    [PY_LIB_STRPTIME_TIME] = {STRPTIME, "_strptime_time", 562, 10, "    tt = _strptime(data_string, format)[0]", 40},
    [PY_LIB_STRPTIME_NO_MATCH] = {STRPTIME, "_strptime", 349, 0,
                                  "        raise ValueError(\"time data %r does not match format %r\" %"},
    [PY_LIB_STRPTIME_REMAINS] = {STRPTIME, "_strptime", 352, 0, "        raise ValueError(\"unconverted data remains: %s\" %"},
    [PY_LIB_PATH_READ_TEXT] = {PATHLIB, "read_text", 1059, 14,
                               "        with self.open(mode='r', encoding=encoding, errors=errors) as f:", 67},
    [PY_LIB_PATH_READ_BYTES] = {PATHLIB, "read_bytes", 1051, 14, "        with self.open(mode='rb') as f:", 34},
    [PY_LIB_PATH_WRITE_TEXT] = {PATHLIB, "write_text", 1079, 14,
                                "        with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:",
                                84},
    [PY_LIB_PATH_WRITE_BYTES] = {PATHLIB, "write_bytes", 1068, 14, "        with self.open(mode='wb') as f:", 34},
    [PY_LIB_PATH_OPEN] = {PATHLIB, "open", 1045, 16, "        return io.open(self, mode, buffering, encoding, errors, newline)"},
    [PY_LIB_PATH_TOUCH] = {PATHLIB, "touch", 1109, 14, "        fd = os.open(self, flags, mode)"},
    [PY_LIB_PATH_MKDIR] = {PATHLIB, "mkdir", 1117, 0, "            os.mkdir(self, mode)"},
    [PY_LIB_PATH_UNLINK] = {PATHLIB, "unlink", 1148, 0, "            os.unlink(self)"},
    [PY_LIB_PATH_RMDIR] = {PATHLIB, "rmdir", 1157, 0, "        os.rmdir(self)"},
    [PY_LIB_PATH_RENAME] = {PATHLIB, "rename", 1176, 0, "        os.rename(self, target)"},
    [PY_LIB_PATH_ITERDIR] = {PATHLIB, "iterdir", 932, 21, "        for name in os.listdir(self):", 37},
    [PY_LIB_PATH_STAT] = {PATHLIB, "stat", 1014, 16, "        return os.stat(self, follow_symlinks=follow_symlinks)"},
    [PY_LIB_OS_MAKEDIRS_PARENT] = {FROZEN_OS, "makedirs", 215, 0, ""},
    [PY_LIB_OS_MAKEDIRS] = {FROZEN_OS, "makedirs", 225, 0, ""},
    [PY_LIB_PATH_EXISTS] = {FROZEN_GENERICPATH, "exists", 19, 0, ""},
    [PY_LIB_PATH_ISFILE] = {FROZEN_GENERICPATH, "isfile", 30, 0, ""},
    [PY_LIB_PATH_ISDIR] = {FROZEN_GENERICPATH, "isdir", 42, 0, ""},
    [PY_LIB_PATH_GETSIZE] = {FROZEN_GENERICPATH, "getsize", 50, 0, ""},
    [PY_LIB_PATH_GETMTIME] = {FROZEN_GENERICPATH, "getmtime", 55, 0, ""},
    [PY_LIB_PATH_GETATIME] = {FROZEN_GENERICPATH, "getatime", 60, 0, ""},
    [PY_LIB_PATH_GETCTIME] = {FROZEN_GENERICPATH, "getctime", 65, 0, ""},
    [PY_LIB_PATH_JOIN_FIRST] = {FROZEN_POSIXPATH, "join", 76, 0, ""},
    [PY_LIB_PATH_JOIN_REST] = {FROZEN_POSIXPATH, "join", 90, 0, ""},
    [PY_LIB_PATH_CHECK_ARG_TYPES] = {FROZEN_GENERICPATH, "_check_arg_types", 152, 0, ""},
    [PY_LIB_PATH_SPLIT] = {FROZEN_POSIXPATH, "split", 103, 0, ""},
    [PY_LIB_PATH_BASENAME] = {FROZEN_POSIXPATH, "basename", 142, 0, ""},
    [PY_LIB_PATH_DIRNAME] = {FROZEN_POSIXPATH, "dirname", 152, 0, ""},
    [PY_LIB_PATH_SPLITEXT] = {FROZEN_POSIXPATH, "splitext", 118, 0, ""},
    [PY_LIB_PATH_NORMPATH] = {FROZEN_POSIXPATH, "normpath", 391, 0, ""},
    [PY_LIB_PATH_ABSPATH] = {FROZEN_POSIXPATH, "abspath", 399, 0, ""},
    [PY_LIB_PATH_ISABS] = {FROZEN_POSIXPATH, "isabs", 62, 0, ""},
    [PY_LIB_PATH_EXPANDUSER] = {FROZEN_POSIXPATH, "expanduser", 232, 0, ""},
    [PY_LIB_PATH_NORMCASE] = {FROZEN_POSIXPATH, "normcase", 54, 0, ""},
    [PY_LIB_PATH_SPLITDRIVE] = {FROZEN_POSIXPATH, "splitdrive", 134, 0, ""},
    [PY_LIB_SHUTIL_COPY] = {SHUTIL, "copy", 419, 0, "    copyfile(src, dst, follow_symlinks=follow_symlinks)"},
    [PY_LIB_SHUTIL_COPY2] = {SHUTIL, "copy2", 436, 0, "    copyfile(src, dst, follow_symlinks=follow_symlinks)"},
    [PY_LIB_SHUTIL_MOVE] = {SHUTIL, "move", 845, 0, "            copy_function(src, real_dst)"},
    [PY_LIB_SHUTIL_COPYFILE_SRC] = {SHUTIL, "copyfile", 256, 14, "        with open(src, 'rb') as fsrc:", 29},
    [PY_LIB_SHUTIL_COPYFILE_DST] = {SHUTIL, "copyfile", 258, 22, "                with open(dst, 'wb') as fdst:", 37},
    [PY_LIB_CSV_WRITEROW] = {CSV, "writerow", 154, 37, "        return self.writer.writerow(self._dict_to_list(rowdict))", 64},
    [PY_LIB_CSV_WRITEROWS] = {CSV, "writerows", 157, 16,
                              "        return self.writer.writerows(map(self._dict_to_list, rowdicts))"},
    [PY_LIB_CSV_EXTRA_FIELDS] = {CSV, "_dict_to_list", 149, 0,
                                 "                raise ValueError(\"dict contains fields not in fieldnames: \""},
    [PY_LIB_DC_DATACLASS] = {DATACLASSES, "dataclass", 1220, 12, "    return wrap(cls)"},
    [PY_LIB_DC_WRAP] = {DATACLASSES, "wrap", 1210, 16,
                        "        return _process_class(cls, init, repr, eq, order, unsafe_hash,"},
    [PY_LIB_DC_PROCESS_INIT] = {DATACLASSES, "_process_class", 1027, 0, "                           _init_fn(all_init_fields,"},
    [PY_LIB_DC_NON_DEFAULT] = {DATACLASSES, "_init_fn", 545, 0,
                               "                raise TypeError(f'non-default argument {f.name!r} '"},
    [PY_LIB_TEMPLATE_SUBSTITUTE] = {STRING, "substitute", 121, 16, "        return self.pattern.sub(convert, self.template)"},
    [PY_LIB_TEMPLATE_LOOKUP] = {STRING, "convert", 114, 28, "                return str(mapping[named])", 42, 35},
    [PY_LIB_TEMPLATE_INVALID_CALL] = {STRING, "convert", 118, 0, "                self._invalid(mo)"},
    [PY_LIB_TEMPLATE_INVALID] = {STRING, "_invalid", 101, 0,
                                 "        raise ValueError('Invalid placeholder in string: line %d, col %d' %"},
    [PY_LIB_ENUM_CALL] = {ENUM, "__call__", 717, 20, "            return cls.__new__(cls, value)"},
    [PY_LIB_ENUM_NEW] = {ENUM, "__new__", 1133, 0, "                    raise ve_exc"},
    [PY_LIB_ENUM_GETITEM] = {ENUM, "__getitem__", 795, 16, "        return cls._member_map_[name]", 0, 32},
    [PY_LIB_ENUM_REASSIGN] = {ENUM, "__setattr__", 841, 0,
                              "            raise AttributeError('cannot reassign member %r' % (name, ))"},
    [PY_LIB_STRPTIME_BAD_DIRECTIVE] = {STRPTIME, "_strptime", 341, 0,
                                       "                raise ValueError(\"'%s' is a bad directive in format '%s'\" %"},
    [PY_LIB_STRPTIME_STRAY] = {STRPTIME, "_strptime", 345, 0,
                               "                raise ValueError(\"stray %% in format '%s'\" % format) from None"},
};

/* The traceback entry of a table line (its strings borrowed from the table). */
static TraceEntry entry(PyLibLine which) {
  const char *text = lines[which].text;
  int len = (int)strlen(text), skip = 0;
  while (text[skip] == ' ') skip++;
  int col = lines[which].col ? lines[which].col : skip + 1;
  int end = lines[which].end ? lines[which].end : len + 1;
  int a0 = lines[which].anchor, a1 = a0 ? end : 0;
  return (TraceEntry){(char *)lines[which].file, (char *)lines[which].func, lines[which].line, col, end, a0, a1};
}

void py_lib_frames_set(Value exc, const PyLibLine *which, int n) {
  enum { MAX_FRAMES = 8 };
  TraceEntry t[MAX_FRAMES];
  if (n > MAX_FRAMES) n = MAX_FRAMES;
  for (int k = 0; k < n; k++) t[k] = entry(which[k]);
  rt_exc_set_traceback(exc, t, n); /* copies the strings */
}

void py_lib_frames_append(const PyLibLine *which, int n) {
  /* the exception being raised is the thread's own, there to be added to until it is caught */
  Exception *exc = (Exception *)rt_error_current();
  for (int k = 0; exc && k < n; k++) {
    TraceEntry t = entry(which[k]);
    TraceEntry *e = rt_exception_add_frame(exc, t.file, t.func, t.line, t.col, t.end_col);
    if (e) e->anchor0 = t.anchor0, e->anchor1 = t.anchor1;
  }
}

typedef struct OsError {
  Value filename;
  int err;
} OsError;

static Value raise_os_error(void *ud) {
  OsError *e = ud;
  rt_raise_os_error(e->err, e->filename);
}

void py_lib_os_error(const PyLibLine *which, int n, int err, Value filename) {
  OsError e = {filename, err};
  py_lib_call(which, n, raise_os_error, &e);
  __builtin_unreachable(); /* raise_os_error always raises */
}

typedef struct LibCall {
  Value (*fn)(void *ud);
  void *ud;
  Value result;
} LibCall;

static void run_call(void *ud) {
  LibCall *c = ud;
  c->result = c->fn(c->ud);
}

Value py_lib_call(const PyLibLine *which, int n, Value (*fn)(void *ud), void *ud) {
  LibCall c = {fn, ud, rt_undef()};
  if (rt_pcall(run_call, &c) == 0) return c.result;
  py_lib_frames_append(which, n);
  rt_reraise();
}

void py_lib_raise(ExcKind kind, const PyLibLine *which, int n, const char *fmt, ...) {
  char text[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  Value msg = rt_str_from_c(text);
  rt_cleanup_push_value(&msg);
  Value exc = rt_call(rt_exc_class(kind), 1, &msg, NULL);
  rt_cleanup_push_value(&exc);
  py_lib_frames_set(exc, which, n);
  rt_raise_exc(exc); /* the cleanups drop msg and this function's reference to exc */
}

/* One file's text: its table lines at their numbers, blank lines between. */
static char *build(const char *file) {
  int last = 0;
  size_t size = 1;
  for (int k = 0; k < PY_LIB_COUNT; k++) {
    if (strcmp(lines[k].file, file) != 0) continue;
    if (lines[k].line > last) last = lines[k].line;
    size += strlen(lines[k].text);
  }
  if (!last) return NULL;
  size += (size_t)last;
  char *text = malloc(size);
  if (!text) return NULL;
  size_t at = 0;
  for (int l = 1; l <= last; l++) {
    for (int k = 0; k < PY_LIB_COUNT; k++) {
      if (lines[k].line != l || strcmp(lines[k].file, file) != 0) continue;
      size_t n = strlen(lines[k].text);
      memcpy(text + at, lines[k].text, n);
      at += n;
      break;
    }
    text[at++] = '\n';
  }
  text[at] = '\0';
  return text;
}

/* A higher layer's library sources (NumPy's Python files), installed once at start-up. */
static const char *(*more_sources)(const char *file);
void py_lib_source_more(const char *(*more)(const char *file)) { more_sources = more; }

const char *py_lib_source(const char *file) {
  static const char *const files[] = {JSON_INIT, JSON_DECODER, JSON_ENCODER, GRAPHLIB, RANDOM, STATISTICS, STRPTIME, PATHLIB, ENUM,
                                      SHUTIL, STRING, CSV, DATACLASSES};
  if (more_sources) {
    const char *text = more_sources(file);
    if (text) return text;
  }
  static char *texts[sizeof files / sizeof *files];
  for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
    if (strcmp(file, files[k]) != 0) continue;
    if (!texts[k]) texts[k] = build(files[k]);
    return texts[k];
  }
  return NULL;
}
