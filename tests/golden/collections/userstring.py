# collections.UserString: text in self.data; text-returning methods return self's class
from collections import UserString


class Name(UserString):
    def shout(self):
        return self.upper() + '!'


u = UserString('hello')
print(u, repr(u), len(u), u.data, type(u.upper()).__name__)
print(u[1:3], u[0], u + 'x', 'x' + u, u * 2, 3 * UserString('ab'))
print(u == 'hello', u < 'z', u == UserString('hello'), u != 'x', 'ell' in u, UserString('ll') in u)
print(u.split('l'), u.find('l'), u.replace('l', 'L'), u.count('l'), u.index('o'))
print(u.startswith('he'), u.isalpha(), u.join(['1', '2']), u.strip('ho'), u.center(9, '*'))
print(u.partition('l'), u.title(), u.zfill(8), u.swapcase(), u.capitalize(), u.encode())
n = Name('ada')
print(n.shout(), type(n.shout()).__name__, type(n[0]).__name__, type(n + n).__name__, 'x' + n)
print(hash(u) == hash('hello'), str(u), isinstance(u, str), int(UserString('12')) + 1, float(UserString('1.5')))
print(UserString(5), UserString('%d-%s') % (1, 'a'), list(u), sorted([UserString('b'), UserString('a')]))
print(u.format(), UserString('{} {}').format(1, 2), u.removeprefix('he'), u.rjust(7, '.'), u.ljust(7, '.'))
print(UserString.maketrans('l', 'L'), u.translate(UserString.maketrans('l', 'L')))
''.join(reversed(u))

# expect: hello 'hello' 5 hello UserString
# expect: el h hellox xhello hellohello ababab
# expect: True True True True True True
# expect: ['he', '', 'o'] 2 heLLo 2 4
# expect: True True 1hello2 ell **hello**
# expect: ('he', 'l', 'lo') Hello 000hello HELLO Hello b'hello'
# expect: ADA! Name Name Name xada
# expect: True hello False 13 1.5
# expect: 5 1-a ['h', 'e', 'l', 'l', 'o'] ['a', 'b']
# expect: hello 1 2 llo ..hello hello..
# expect: {108: 76} heLLo
# expect runtime error: TypeError: sequence item 0: expected str instance, UserString found
