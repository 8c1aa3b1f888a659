# A task that raises: exception() returns it, result() raises it again.
from concurrent.futures import ThreadPoolExecutor


def divide(a, b):
    return a / b


with ThreadPoolExecutor() as ex:
    ok = ex.submit(divide, 1, 4)
    bad = ex.submit(divide, 1, 0)
    print(ok.result(), ok.exception())
    e = bad.exception()
    print(type(e).__name__, e, bad.done())
    try:
        bad.result()
    except ZeroDivisionError as err:
        print("caught:", err)
    bad.result()
# expect: 0.25 None
# expect: ZeroDivisionError division by zero True
# expect: caught: division by zero
# expect runtime error: ZeroDivisionError: division by zero
