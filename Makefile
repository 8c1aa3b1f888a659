# Weft build. Sources are every .c under the engine folders; objects go to build/obj.
CC ?= cc
CFLAGS ?= -O2 -g
WEFT_CFLAGS := -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE $(CFLAGS)
LDLIBS := -lreadline -lm

SRC := $(shell find vm repl sim gpu prof -name '*.c' 2>/dev/null | sort)
OBJ := $(SRC:%.c=build/obj/%.o)

all: build/weft

build/weft: $(OBJ)
	$(CC) $(WEFT_CFLAGS) -o $@ $^ $(LDLIBS)

build/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(WEFT_CFLAGS) -MMD -MP -c $< -o $@

-include $(OBJ:.o=.d)

clean:
	rm -rf build

.PHONY: all clean
