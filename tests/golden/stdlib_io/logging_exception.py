# logger.exception logs at ERROR with the traceback; exc_info=True does the same at any level.
import logging, sys, re
class Clean:
    def write(self, s):
        sys.stdout.write(re.sub(r'File "[^"]*/', 'File "', s))
    def flush(self):
        pass
logging.basicConfig(stream=Clean(), format="%(levelname)s:%(message)s")
def parse(s):
    return int(s)
try:
    parse("abc")
except ValueError:
    logging.exception("could not parse")
try:
    {}["k"]
except KeyError as e:
    logging.getLogger("x").warning("lookup failed: %s", e, exc_info=True)
logging.error("no exception here", exc_info=True)

# expect: ERROR:could not parse
# expect: Traceback (most recent call last):
# expect:   File "logging_exception.py", line 12, in <module>
# expect:     parse("abc")
# expect:   File "logging_exception.py", line 10, in parse
# expect:     return int(s)
# expect:            ^^^^^^
# expect: ValueError: invalid literal for int() with base 10: 'abc'
# expect: WARNING:lookup failed: 'k'
# expect: Traceback (most recent call last):
# expect:   File "logging_exception.py", line 16, in <module>
# expect:     {}["k"]
# expect:     ~~^^^^^
# expect: KeyError: 'k'
# expect: ERROR:no exception here
# expect: NoneType: None
