# Chained exceptions format with their causes and contexts, as CPython prints them.
import re, traceback
def clean(s):
    return re.sub(r'File "[^"]*/', 'File "', s)
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("cannot parse") from e
try:
    parse("x")
except RuntimeError as e:
    print(clean("".join(traceback.format_exception(e))), end="")
    print("--- no chain")
    print(clean(traceback.format_exc(chain=False)), end="")
try:
    [][1]
except IndexError:
    try:
        None.x
    except AttributeError as e:
        print(clean("".join(traceback.format_exception(type(e), e, e.__traceback__))), end="")

# expect: Traceback (most recent call last):
# expect:   File "traceback_chained.py", line 7, in parse
# expect:     return int(s)
# expect:            ^^^^^^
# expect: ValueError: invalid literal for int() with base 10: 'x'
# expect:
# expect: The above exception was the direct cause of the following exception:
# expect:
# expect: Traceback (most recent call last):
# expect:   File "traceback_chained.py", line 11, in <module>
# expect:     parse("x")
# expect:   File "traceback_chained.py", line 9, in parse
# expect:     raise RuntimeError("cannot parse") from e
# expect: RuntimeError: cannot parse
# expect: --- no chain
# expect: Traceback (most recent call last):
# expect:   File "traceback_chained.py", line 11, in <module>
# expect:     parse("x")
# expect:   File "traceback_chained.py", line 9, in parse
# expect:     raise RuntimeError("cannot parse") from e
# expect: RuntimeError: cannot parse
# expect: Traceback (most recent call last):
# expect:   File "traceback_chained.py", line 17, in <module>
# expect:     [][1]
# expect:     ~~^^^
# expect: IndexError: list index out of range
# expect:
# expect: During handling of the above exception, another exception occurred:
# expect:
# expect: Traceback (most recent call last):
# expect:   File "traceback_chained.py", line 20, in <module>
# expect:     None.x
# expect: AttributeError: 'NoneType' object has no attribute 'x'
