# The character classes of the string module.
import string
print(string.ascii_letters)
print(string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(string.punctuation)
print(repr(string.whitespace))
print(repr(string.printable), len(string.printable))
print(sum(c in string.punctuation for c in "Hello, world!"))

# expect: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ
# expect: abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ
# expect: 0123456789 0123456789abcdefABCDEF 01234567
# expect: !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~
# expect: ' \t\n\r\x0b\x0c'
# expect: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c' 100
# expect: 2
