# Iterators hold what they iterate over: cycles through them are found and freed.
import gc


class Holder:
    pass


def list_iterator():
    h = Holder()
    h.it = iter([h])


def dict_iterator():
    d = {}
    d["it"] = iter(d)


def dict_view():
    d = {}
    d["items"] = d.items()


def set_iterator():
    h = Holder()
    h.it = iter({h})


def tuple_iterator():
    h = Holder()
    h.it = iter((h,))


gc.collect()
for f in [list_iterator, dict_iterator, dict_view, set_iterator, tuple_iterator]:
    f()
    print(f.__name__, gc.collect())
# expect: list_iterator 3
# expect: dict_iterator 2
# expect: dict_view 2
# expect: set_iterator 3
# expect: tuple_iterator 3
