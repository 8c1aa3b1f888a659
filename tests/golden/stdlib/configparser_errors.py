# configparser's errors and their messages: duplicates while reading, missing section headers,
# parsing errors, and interpolation keys that name no option.
import configparser

def show(f):
    try:
        f()
    except configparser.Error as e:
        print(type(e).__name__ + ":", e)

def read(text, **kw):
    cp = configparser.ConfigParser(**kw)
    cp.read_string(text)
    return cp

show(lambda: read("[a]\nx = 1\n[b]\n[a]\n"))
show(lambda: read("[a]\nx = 1\ny = 2\nX = 3\n"))
show(lambda: read("x = 1\n[a]\n"))
show(lambda: read("[a]\ngarbage\nok = 1\nmore garbage\n"))
show(lambda: read("[a]\nx = %(missing)s\n").get("a", "x"))
show(lambda: read("[a]\nx = 5%\n").get("a", "x"))
show(lambda: read("[a]\nx = ${nope:key}\n",
                  interpolation=configparser.ExtendedInterpolation()).get("a", "x"))
show(lambda: read("[a]\nx = %(x)s\n").get("a", "x"))
cp = read("[a]\nx = 1\n[b]\n[a]\ny = 2\n", strict=False)
print(cp.items("a"))
show(lambda: configparser.ConfigParser().read_dict({"c": {"k": "1", "K": "2"}}))
show(lambda: cp.options("zz"))
e = configparser.NoOptionError("opt", "sec")
print(repr(e), e.args)
cp = configparser.ConfigParser()
cp.read_string("[s]\nv = %(undefined)s\n")
print(cp.get("s", "v"))

# expect: DuplicateSectionError: While reading from '<string>' [line  4]: section 'a' already exists
# expect: DuplicateOptionError: While reading from '<string>' [line  4]: option 'x' in section 'a' already exists
# expect: MissingSectionHeaderError: File contains no section headers.
# expect: file: '<string>', line: 1
# expect: 'x = 1\n'
# expect: ParsingError: Source contains parsing errors: '<string>'
# expect: 	[line  2]: 'garbage\n'
# expect: 	[line  4]: 'more garbage\n'
# expect: InterpolationMissingOptionError: Bad value substitution: option 'x' in section 'a' contains an interpolation key 'missing' which is not a valid option name. Raw value: '%(missing)s'
# expect: InterpolationSyntaxError: '%' must be followed by '%' or '(', found: '%'
# expect: InterpolationMissingOptionError: Bad value substitution: option 'x' in section 'a' contains an interpolation key 'nope:key' which is not a valid option name. Raw value: '${nope:key}'
# expect: InterpolationDepthError: Recursion limit exceeded in value substitution: option 'x' in section 'a' contains an interpolation key which cannot be substituted in 10 steps. Raw value: '%(x)s'
# expect: [('x', '1'), ('y', '2')]
# expect: DuplicateOptionError: While reading from '<dict>': option 'k' in section 'c' already exists
# expect: NoSectionError: No section: 'zz'
# expect: No option 'opt' in section: 'sec' ('opt', 'sec')
# expect runtime error: configparser.InterpolationMissingOptionError: Bad value substitution: option 'v' in section 's' contains an interpolation key 'undefined' which is not a valid option name. Raw value: '%(undefined)s'
