# sys.exit raises SystemExit, which `except SystemExit` catches; code is its argument.
import sys
for arg in [(), (3,), ("msg",), (None,)]:
    try:
        sys.exit(*arg)
    except SystemExit as e:
        print(repr(e.code), type(e).__name__, isinstance(e, BaseException), isinstance(e, Exception))

# expect: None SystemExit True False
# expect: 3 SystemExit True False
# expect: 'msg' SystemExit True False
# expect: None SystemExit True False
