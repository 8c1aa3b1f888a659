# configparser's options: inline comments, defaults=, optionxform = str, read_file with a
# source name, empty_lines_in_values=False, custom delimiters; errors built by hand.
import configparser, io
cp = configparser.ConfigParser(inline_comment_prefixes=(';', '#'), defaults={'base': '/opt'})
cp.optionxform = str
cp.read_file(io.StringIO("[Main]\nKey = value ; trailing\nPath = %(base)s/x#not\nx=1 # c\n"), source='inline.ini')
print(cp.items('Main'), cp['Main']['Path'])
print(dict(cp['Main']), list(cp['DEFAULT']))
cp2 = configparser.ConfigParser(empty_lines_in_values=False, delimiters=('=',))
try:
    cp2.read_string("[s]\na:b = 1\nc =\n  two\n\n  three\n[t]\n  ind = 2\n")
except configparser.ParsingError as e:
    print(e)
print(cp2.items('s'), cp2.items('t'))
print(configparser.ConfigParser(converters={'list': lambda v: v.split(',')}).has_section('x'))
print(repr(configparser.DuplicateSectionError('s')), str(configparser.ParsingError('src')))
cp3 = configparser.ConfigParser()
cp3.read_string("[a]\nk = v\n")
cp3['a']['k'] = 'w'
print(cp3['a'].get('k'), cp3['a'].parser is cp3, cp3.getint('a', 'n', fallback=0))
e = configparser.NoSectionError('q')
print(e.args, e.message)

# expect: [('base', '/opt'), ('Key', 'value'), ('Path', '/opt/x#not'), ('x', '1')] /opt/x#not
# expect: {'Key': 'value', 'Path': '/opt/x#not', 'x': '1', 'base': '/opt'} ['base']
# expect: Source contains parsing errors: '<string>'
# expect: 	[line  6]: '  three\n'
# expect: [('a:b', '1'), ('c', '\ntwo')] [('ind', '2')]
# expect: False
# expect: Section 's' already exists Source contains parsing errors: 'src'
# expect: w True 0
# expect: ('q',) No section: 'q'
