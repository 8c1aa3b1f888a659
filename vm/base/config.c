/* config.c — the one structure of Weft's settings (config.h) and the reading of the settings
 * that only the environment gives. */
#include "config.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static WeftConfig config;
static bool env_loaded;
static pthread_once_t env_once = PTHREAD_ONCE_INIT; /* a worker thread may be the first reader */

WeftConfig *weft_config_mut(void) { return &config; }

static void load_env_once(void) {
  if (!env_loaded) weft_config_load_env();
}

const WeftConfig *weft_config(void) {
  pthread_once(&env_once, load_env_once);
  return &config;
}

void weft_config_set(char **field, const char *value) {
  free(*field);
  *field = value ? strdup(value) : NULL;
}

void weft_config_add_warnoption(const char *opt) {
  char **more = realloc(config.warnoptions, sizeof *more * (size_t)(config.nwarnoptions + 1));
  char *copy = strdup(opt);
  if (!more || !copy) { /* out of memory at start-up: the option is dropped */
    free(copy);
    if (more) config.warnoptions = more;
    return;
  }
  config.warnoptions = more;
  config.warnoptions[config.nwarnoptions++] = copy;
}

void weft_config_load_env(void) {
  env_loaded = true;
#define X(field, var) weft_config_set(&config.field, getenv(var));
  WEFT_ENV_SETTINGS(X)
#undef X
}
