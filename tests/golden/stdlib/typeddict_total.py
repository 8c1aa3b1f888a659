# TypedDict classes: total=False, inherited keys, __required_keys__/__optional_keys__/__total__ and
# the merged __annotations__.
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
class Rated(Movie, total=False):
    rating: float
class Point(TypedDict, total=False):
    x: int
    y: int
print(sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__, Movie.__annotations__)
print(sorted(Rated.__required_keys__), sorted(Rated.__optional_keys__), Rated.__total__, Rated.__annotations__)
print(sorted(Point.__optional_keys__), Point.__required_keys__, Point(x=1), type(Rated(title="t", year=1, rating=2.0)))
m: Movie = {"title": "Blade Runner", "year": 1982}
print(m, [k for k in Rated.__annotations__ if k in Rated.__required_keys__])
# expect: ['title', 'year'] [] True {'title': <class 'str'>, 'year': <class 'int'>}
# expect: ['title', 'year'] ['rating'] False {'title': <class 'str'>, 'year': <class 'int'>, 'rating': <class 'float'>}
# expect: ['x', 'y'] frozenset() {'x': 1} <class 'dict'>
# expect: {'title': 'Blade Runner', 'year': 1982} ['title', 'year']
