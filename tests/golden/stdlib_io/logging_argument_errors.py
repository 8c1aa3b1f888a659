# Argument errors of loggers, handlers and formatters, with CPython's messages.
import logging, sys
lg = logging.getLogger("args")
def attempt(code):
    try:
        eval(code)
        print(code, "ok")
    except Exception as e:
        print(code, "->", type(e).__name__, e)
for code in ["lg.log()", "lg.log(10)", "lg.info()", "lg.isEnabledFor('x')", "lg.getChild(3)", "lg.setLevel()",
             "logging.basicConfig(1)", "logging.disable('BAD')", "logging.StreamHandler(1, 2)", "logging.FileHandler()",
             "logging.FileHandler(5)", "logging.Formatter(5)", "logging.Formatter('{x', style='{')",
             "logging.Formatter('}', style='{')", "logging.Formatter('plain', style='{')",
             "logging.Formatter('plain', style='$')", "logging.getLogger('a', 'b')", "lg.info('quiet', bogus=1)",
             "logging.Handler().setLevel('NOPE')", "logging.getLevelName()"]:
    attempt(code)

# expect: lg.log() -> TypeError Logger.log() missing 2 required positional arguments: 'level' and 'msg'
# expect: lg.log(10) -> TypeError Logger.log() missing 1 required positional argument: 'msg'
# expect: lg.info() -> TypeError Logger.info() missing 1 required positional argument: 'msg'
# expect: lg.isEnabledFor('x') -> TypeError '>=' not supported between instances of 'int' and 'str'
# expect: lg.getChild(3) -> TypeError sequence item 1: expected str instance, int found
# expect: lg.setLevel() -> TypeError Logger.setLevel() missing 1 required positional argument: 'level'
# expect: logging.basicConfig(1) -> TypeError basicConfig() takes 0 positional arguments but 1 was given
# expect: logging.disable('BAD') -> ValueError Unknown level: 'BAD'
# expect: logging.StreamHandler(1, 2) -> TypeError StreamHandler.__init__() takes from 1 to 2 positional arguments but 3 were given
# expect: logging.FileHandler() -> TypeError FileHandler.__init__() missing 1 required positional argument: 'filename'
# expect: logging.FileHandler(5) -> TypeError expected str, bytes or os.PathLike object, not int
# expect: logging.Formatter(5) -> TypeError expected string or bytes-like object, got 'int'
# expect: logging.Formatter('{x', style='{') -> ValueError invalid format: expected '}' before end of string
# expect: logging.Formatter('}', style='{') -> ValueError invalid format: Single '}' encountered in format string
# expect: logging.Formatter('plain', style='{') -> ValueError invalid format: no fields
# expect: logging.Formatter('plain', style='$') -> ValueError invalid format: no fields
# expect: logging.getLogger('a', 'b') -> TypeError getLogger() takes from 0 to 1 positional arguments but 2 were given
# expect: lg.info('quiet', bogus=1) ok
# expect: logging.Handler().setLevel('NOPE') -> ValueError Unknown level: 'NOPE'
# expect: logging.getLevelName() -> TypeError getLevelName() missing 1 required positional argument: 'level'
