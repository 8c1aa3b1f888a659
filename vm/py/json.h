/* json.h — what the json module's two files share: the decoder (json_decode.c) that json.c's
 * loads and load call. */
#ifndef WEFT_PY_JSON_H
#define WEFT_PY_JSON_H

#include "../obj/value.h"

/* loads' hooks, each None or a callable: object_hook (each decoded object, a dict),
 * object_pairs_hook (each object as a list of (key, value) pairs; it wins over object_hook),
 * parse_float and parse_int (a number's text), parse_constant ('NaN', 'Infinity',
 * '-Infinity'). */
typedef struct JsonHooks {
  Value object_hook, object_pairs_hook, parse_float, parse_int, parse_constant;
} JsonHooks;

/* The value the JSON text s (a str) holds, a new reference; raises err_cls (JSONDecodeError,
 * a subclass of ValueError) with CPython's messages and positions for text that is not JSON. */
Value py_json_decode(Value s, Value err_cls, const JsonHooks *hooks);

#endif
