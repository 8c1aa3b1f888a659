# try/except/else/finally: which blocks run, in which order.
def run(fail):
    try:
        print(" body")
        if fail:
            raise ValueError("v")
    except ValueError:
        print(" except")
    else:
        print(" else")
    finally:
        print(" finally")
    print(" after")

print("ok:")
run(False)
print("fail:")
run(True)

try:
    print("try-finally")
finally:
    print("finally only")

def escapes():
    try:
        raise KeyError("k")
    finally:
        print("cleanup runs before the exception leaves")

try:
    escapes()
except KeyError as e:
    print("outer caught", repr(e))

try:
    pass
except ValueError:
    print("no")
else:
    print("else without exception")
# expect: ok:
# expect:  body
# expect:  else
# expect:  finally
# expect:  after
# expect: fail:
# expect:  body
# expect:  except
# expect:  finally
# expect:  after
# expect: try-finally
# expect: finally only
# expect: cleanup runs before the exception leaves
# expect: outer caught KeyError('k')
# expect: else without exception
