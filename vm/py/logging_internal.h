/* logging_internal.h — what the logging module's two files share: the handlers, formatters
 * and log records of logging_handler.c, used by the loggers and module functions of
 * logging.c. A log record is a dict of CPython's LogRecord attributes (name, msg, args,
 * levelno, levelname, pathname, filename, module, lineno, funcName, created, msecs, ...),
 * which the formatter's %-style or {}-style format reads by key. */
#ifndef WEFT_PY_LOGGING_INTERNAL_H
#define WEFT_PY_LOGGING_INTERNAL_H

#include "../obj/value.h"

typedef enum { LOG_HANDLER, LOG_STREAM, LOG_FILE, LOG_NULL, LOG_LAST_RESORT } LogHandlerKind;

/* A handler of the kind: a stream one writes to stream (None: sys.stderr when made; a
 * LOG_LAST_RESORT handler reads sys.stderr at each record). New reference. */
Value py_log_stream_handler(LogHandlerKind kind, Value stream, int64_t level);
/* FileHandler(filename, mode): the file is opened now, with open(). */
Value py_log_file_handler(Value filename, Value mode, Value encoding);
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

void py_log_handlers_init(Value m); /* the handler and Formatter classes (logging_handler.c) */

#endif
