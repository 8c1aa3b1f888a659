# The iterators compose lazily over infinite sources.
import itertools
evens = filter(lambda n: n % 2 == 0, itertools.count(1))
squares = map(lambda n: n * n, evens)
small = itertools.takewhile(lambda s: s < 200, squares)
print(list(small))
fizz = itertools.cycle(['', '', 'Fizz'])
buzz = itertools.cycle(['', '', '', '', 'Buzz'])
words = (f + b or str(n) for n, f, b in zip(itertools.count(1), fizz, buzz))
print(list(itertools.islice(words, 15)))

# expect: [4, 16, 36, 64, 100, 144, 196]
# expect: ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz']
