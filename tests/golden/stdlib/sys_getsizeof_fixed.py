# sys.getsizeof of objects whose size CPython fixes by their type: functions, methods,
# iterators, dict views, slices, descriptors, super and the itertools objects.
import sys, itertools
def f(): pass
class C:
    def m(self): pass
objs = [f, C().m, len, [].append, iter([]), iter(()), iter(""), iter("é"), iter(range(1)), iter({}), iter({}.values()), iter({}.items()), iter(set()), iter(frozenset()),
  reversed([]), reversed(range(1)), reversed(()), reversed({}), map(f, []), filter(None, []), zip(), zip([1]), zip([1],[2],[3]), enumerate([]), slice(1), {}.keys(), {}.values(), {}.items(), iter(f, None), staticmethod(f), classmethod(f), property(), super(C, C()),
  itertools.count(), itertools.chain(), itertools.repeat(1), itertools.islice([], 1), itertools.cycle([]), itertools.accumulate([]), itertools.product(), itertools.permutations([]), itertools.combinations([], 1), itertools.zip_longest(), itertools.groupby([]), itertools.starmap(f, []), itertools.takewhile(f, []), itertools.dropwhile(f, []), itertools.compress([], [])]
for o in objs:
    print(type(o).__name__, sys.getsizeof(o))
# expect: function 152
# expect: method 64
# expect: builtin_function_or_method 72
# expect: builtin_function_or_method 72
# expect: list_iterator 48
# expect: tuple_iterator 48
# expect: str_ascii_iterator 48
# expect: str_iterator 48
# expect: range_iterator 48
# expect: dict_keyiterator 72
# expect: dict_valueiterator 72
# expect: dict_itemiterator 72
# expect: set_iterator 64
# expect: set_iterator 64
# expect: list_reverseiterator 48
# expect: range_iterator 48
# expect: reversed 48
# expect: dict_reversekeyiterator 72
# expect: map 48
# expect: filter 48
# expect: zip 64
# expect: zip 64
# expect: zip 64
# expect: enumerate 72
# expect: slice 56
# expect: dict_keys 40
# expect: dict_values 40
# expect: dict_items 40
# expect: callable_iterator 48
# expect: staticmethod 48
# expect: classmethod 48
# expect: property 80
# expect: super 56
# expect: count 56
# expect: chain 48
# expect: repeat 48
# expect: islice 72
# expect: cycle 64
# expect: accumulate 64
# expect: product 64
# expect: permutations 80
# expect: combinations 80
# expect: zip_longest 72
# expect: groupby 80
# expect: starmap 48
# expect: takewhile 56
# expect: dropwhile 56
# expect: compress 48
