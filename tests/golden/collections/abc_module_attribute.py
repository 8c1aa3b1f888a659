# `import collections.abc` binds collections with its abc submodule; the ABCs print and carry
# their module as CPython's do.
import collections.abc

print(collections.abc.Sequence, collections.abc.Mapping.__module__)
# expect: <class 'collections.abc.Sequence'> collections.abc
print(collections.abc.Sequence.__mro__)
# expect: (<class 'collections.abc.Sequence'>, <class 'collections.abc.Reversible'>, <class 'collections.abc.Collection'>, <class 'collections.abc.Sized'>, <class 'collections.abc.Iterable'>, <class 'collections.abc.Container'>, <class 'object'>)
