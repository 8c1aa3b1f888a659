/* lib_text.c — the table of library modules written in Python (lib_text.h). */
#include <stddef.h>
#include <string.h>

#include "lib_text.h"

static const struct {
  const char *name, *file, *text;
} modules[] = {
    {"configparser", "<frozen configparser>", py_configparser_source},
    {"zoneinfo", "<frozen zoneinfo>", py_zoneinfo_source},
};

const char *py_lib_text(const char *name, const char **file) {
  for (size_t k = 0; k < sizeof modules / sizeof modules[0]; k++) {
    if (strcmp(modules[k].name, name) != 0) continue;
    *file = modules[k].file;
    return modules[k].text;
  }
  return NULL;
}
