# An exception that refers to itself through an attribute is collected.
import gc


def fail():
    try:
        raise ValueError("boom")
    except ValueError as e:
        e.me = e
        return str(e)


gc.collect()
print(fail())
print(gc.collect() > 0)
print(gc.collect())
# expect: boom
# expect: True
# expect: 0
