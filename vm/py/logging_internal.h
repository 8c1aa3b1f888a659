/* logging_internal.h — what the logging module's files share: the handlers, formatters and
 * log records of logging_handler.c and the filters of logging_filter.c, used by the loggers
 * and module functions of logging.c (and by unittest's assertLogs). A log record holds a dict
 * of CPython's LogRecord attributes (name, msg, args, levelno, levelname, pathname, filename,
 * module, lineno, funcName, created, msecs, ...), which the formatter's %-style or {}-style
 * format reads by key. */
#ifndef WEFT_PY_LOGGING_INTERNAL_H
#define WEFT_PY_LOGGING_INTERNAL_H

#include "../obj/value.h"

typedef enum { LOG_HANDLER, LOG_STREAM, LOG_FILE, LOG_NULL, LOG_LAST_RESORT, LOG_CAPTURE, LOG_KIND_COUNT } LogHandlerKind;

/* A handler of the kind: a stream one writes to stream (None: sys.stderr when made; a
 * LOG_LAST_RESORT handler reads sys.stderr at each record). New reference. */
Value py_log_stream_handler(LogHandlerKind kind, Value stream, int64_t level);
/* FileHandler(filename, mode, encoding, delay): the file is opened now with open(), or at the
 * first record when delay. */
Value py_log_file_handler(Value filename, Value mode, Value encoding, bool delay);
bool py_is_log_handler(Value v);
bool py_log_handler_has_formatter(Value h);
void py_log_handler_set_formatter(Value h, Value formatter); /* borrowed */
/* Handler.handle: the record (a dict) is emitted when its level reaches the handler's; an
 * error while formatting or writing is reported on stderr as CPython's handleError does. */
void py_log_handler_handle(Value h, Value record);
void py_log_handler_close(Value h);
/* Formatter(fmt, datefmt, style) with CPython's checks; style '%', '{' or '$'. */
Value py_log_formatter_new(Value fmt, Value datefmt, Value style);

/* The record of one logging call; exc_info is None, True or an exception; extra None or a
 * dict; stacklevel picks the calling frame (1: the caller of the logging method). */
Value py_log_record(Value name, int64_t level, Value msg, Value args, Value exc_info, Value extra, int64_t stacklevel);

/* Level names (getLevelName's tables, logging.c): the name of a level number as a new str
 * ("Level 15" for one without a name). */
Value py_log_level_name(int64_t level);
/* _checkLevel: an int, or a registered level name; CPython's errors otherwise. */
int64_t py_log_check_level(Value v);

/* assertLogs' handler: each record it handles is appended to watcher.records, its text
 * ("%(levelname)s:%(name)s:%(message)s") to watcher.output. */
Value py_log_capture_handler(Value watcher, int64_t level);
Value py_log_record_make(Value name, int64_t level, Value pathname, Value lineno, Value msg, Value args,
                         Value exc_info, Value func); /* LogRecord(...) */

/* logging_filter.c: records as objects (a dict of attributes inside) and filters */
Value py_log_record_wrap(Value dict); /* steals dict */
bool py_is_log_record(Value v);
Value py_log_record_dict(Value rec); /* borrowed; AttributeError for what is not a record */
Value py_log_get_message(Value rec);
/* Filterer.filter over a list of filters: false when one rejects the record. */
bool py_log_filter(Value filters, Value rec);
void py_log_add_filter(Value filters, Value f);
void py_log_remove_filter(Value filters, Value f);
void py_log_filters_init(Value m); /* LogRecord and Filter */

void py_log_handlers_init(Value m); /* the handler and Formatter classes (logging_handler.c) */

#endif
