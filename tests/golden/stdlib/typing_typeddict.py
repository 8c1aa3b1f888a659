# A TypedDict class builds plain dicts.
from typing import TypedDict
class Movie(TypedDict):
    name: str
    year: int
m = Movie(name="Blade Runner", year=1982)
m2: Movie = {"name": "Alien", "year": 1979}
print(m, type(m).__name__, m["year"] + 1, m2["name"], Movie(m2))
# expect: {'name': 'Blade Runner', 'year': 1982} dict 1983 Alien {'name': 'Alien', 'year': 1979}
