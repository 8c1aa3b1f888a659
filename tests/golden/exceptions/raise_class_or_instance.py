# raise takes a class (instantiated with no arguments) or an instance.
for exc in (ValueError, ValueError("msg"), KeyError("key", 2), IndexError()):
    try:
        raise exc
    except Exception as e:
        print(type(e).__name__, repr(e), str(e), e.args, e is exc)
# expect: ValueError ValueError()  () False
# expect: ValueError ValueError('msg') msg ('msg',) True
# expect: KeyError KeyError('key', 2) ('key', 2) ('key', 2) True
# expect: IndexError IndexError()  () True
