# configparser: reading (strings, dicts, files), lookups with fallbacks and conversions,
# DEFAULT inheritance, both interpolations, mapping access and write() as CPython writes it.
import configparser
import io
import os
import tempfile

text = """
# a comment
[DEFAULT]
ServerAliveInterval = 45
Compression = yes
home = /home/me

[bitbucket.org]
User = hg
path = %(home)s/bb
ratio: 0.75
multi = first line
  second line

  after blank

[topsecret.server.com]
Port = 50022
ForwardX11 = no
; another comment
empty =
"""
cp = configparser.ConfigParser()
cp.read_string(text)
print(cp.sections())
print(cp.has_section("bitbucket.org"), cp.has_section("DEFAULT"), cp.has_section("nope"))
print(cp.options("bitbucket.org"))
print(cp.has_option("bitbucket.org", "USER"), cp.has_option("bitbucket.org", "compression"),
      cp.has_option("nope", "x"), cp.has_option("DEFAULT", "home"))
print(cp.get("bitbucket.org", "user"), cp.get("bitbucket.org", "path"))
print(cp.get("bitbucket.org", "path", raw=True))
print(repr(cp.get("bitbucket.org", "multi")))
print(cp.getint("topsecret.server.com", "port"), cp.getfloat("bitbucket.org", "ratio"))
print(cp.getboolean("topsecret.server.com", "forwardx11"), cp.getboolean("bitbucket.org", "compression"))
print(cp.get("bitbucket.org", "missing", fallback="fb"), cp.getint("nope", "x", fallback=7))
print(cp.getboolean("bitbucket.org", "missing", fallback=None))
print(repr(cp.get("topsecret.server.com", "empty")))
print(cp.items("topsecret.server.com"))
print(cp.items("bitbucket.org", raw=True)[:3])
print([(name, type(sec).__name__) for name, sec in cp.items()])
print(cp.defaults())
print(cp.get("topsecret.server.com", "home", vars={"home": "/override"}))

sec = cp["bitbucket.org"]
print(sec, sec.name, sec["user"], sec.get("nope"), sec.get("nope", "dflt"), sec.getint("nope", 3))
print(len(sec), list(sec), "user" in sec, "nope" in sec)
print(cp["DEFAULT"]["compression"], "bitbucket.org" in cp, "zzz" in cp, list(cp), len(cp))
sec["user"] = "changed"
print(cp.get("bitbucket.org", "user"))
del sec["user"]
print(cp.has_option("bitbucket.org", "user"))

cp.add_section("new")
cp.set("new", "key", "value")
cp.set("new", "pct", "100%%")
print(cp.get("new", "pct"), cp.get("new", "pct", raw=True))
cp["other"] = {"a": "1", "B": "two"}
print(cp.items("other"))
print(cp.remove_option("new", "key"), cp.remove_option("new", "key"))
print(cp.remove_section("topsecret.server.com"), cp.remove_section("topsecret.server.com"))
print(cp.sections())

out = io.StringIO()
cp.write(out)
print(out.getvalue(), end="")
out = io.StringIO()
cp.write(out, space_around_delimiters=False)
print(out.getvalue().splitlines()[:3])

d = configparser.ConfigParser()
d.read_dict({"s1": {"k": 1, "f": 2.5}, "s2": {"flag": "on"}})
print(d.get("s1", "k"), d.getfloat("s1", "f"), d.getboolean("s2", "flag"))

ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ext.read_string("""
[paths]
root = /srv
data = ${root}/data
[app]
log = ${paths:data}/log.txt
cost = $$5
""")
print(ext.get("app", "log"), ext.get("paths", "data"), ext.get("app", "cost"))

raw = configparser.RawConfigParser()
raw.read_string("[s]\nx = %(nothing)s\n")
print(raw.get("s", "x"))

nv = configparser.ConfigParser(allow_no_value=True)
nv.read_string("[mysqld]\nskip-bdb\nport = 3306\n")
print(nv.get("mysqld", "skip-bdb"), nv.items("mysqld"))
out = io.StringIO()
nv.write(out)
print(repr(out.getvalue()))

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "app.ini")
    with open(path, "w") as f:
        f.write("[main]\nname = demo\n")
    fc = configparser.ConfigParser()
    print(fc.read([path, os.path.join(tmp, "missing.ini")]) == [path])
    print(fc["main"]["name"])

try:
    cp.get("nope", "x")
except configparser.NoSectionError as e:
    print(type(e).__name__, e, e.section)
try:
    cp.get("bitbucket.org", "nothere")
except configparser.NoOptionError as e:
    print(type(e).__name__, e, e.option, e.section)
try:
    cp.add_section("new")
except configparser.DuplicateSectionError as e:
    print(type(e).__name__, e)
try:
    cp.add_section("DEFAULT")
except ValueError as e:
    print(type(e).__name__, e)
try:
    cp.getint("bitbucket.org", "user2", fallback=None) or cp.getint("bitbucket.org", "path")
except ValueError as e:
    print(type(e).__name__, e)
try:
    cp.getboolean("bitbucket.org", "path")
except ValueError as e:
    print(type(e).__name__, e)
try:
    cp.set("new", "k", 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    cp.set("new", "k", "50%")
except ValueError as e:
    print(type(e).__name__, e)
try:
    cp["missing"]
except KeyError as e:
    print(type(e).__name__, e)
print(issubclass(configparser.NoOptionError, configparser.Error), configparser.DEFAULTSECT)
import pathlib
with tempfile.TemporaryDirectory() as tmp:
    p = pathlib.Path(tmp) / "x.ini"
    p.write_text("[p]\nk = v\n")
    pc = configparser.ConfigParser()
    print(pc.read(p) == [str(p)], pc.read([p]) == [str(p)], pc["p"]["k"])

# expect: ['bitbucket.org', 'topsecret.server.com']
# expect: True False False
# expect: ['user', 'path', 'ratio', 'multi', 'serveraliveinterval', 'compression', 'home']
# expect: True True False True
# expect: hg /home/me/bb
# expect: %(home)s/bb
# expect: 'first line\nsecond line\n\nafter blank'
# expect: 50022 0.75
# expect: False True
# expect: fb 7
# expect: None
# expect: ''
# expect: [('serveraliveinterval', '45'), ('compression', 'yes'), ('home', '/home/me'), ('port', '50022'), ('forwardx11', 'no'), ('empty', '')]
# expect: [('serveraliveinterval', '45'), ('compression', 'yes'), ('home', '/home/me')]
# expect: [('DEFAULT', 'SectionProxy'), ('bitbucket.org', 'SectionProxy'), ('topsecret.server.com', 'SectionProxy')]
# expect: {'serveraliveinterval': '45', 'compression': 'yes', 'home': '/home/me'}
# expect: /override
# expect: <Section: bitbucket.org> bitbucket.org hg None dflt 3
# expect: 7 ['user', 'path', 'ratio', 'multi', 'serveraliveinterval', 'compression', 'home'] True False
# expect: yes True False ['DEFAULT', 'bitbucket.org', 'topsecret.server.com'] 3
# expect: changed
# expect: False
# expect: 100% 100%%
# expect: [('serveraliveinterval', '45'), ('compression', 'yes'), ('home', '/home/me'), ('a', '1'), ('b', 'two')]
# expect: True False
# expect: True False
# expect: ['bitbucket.org', 'new', 'other']
# expect: [DEFAULT]
# expect: serveraliveinterval = 45
# expect: compression = yes
# expect: home = /home/me
# expect: 
# expect: [bitbucket.org]
# expect: path = %(home)s/bb
# expect: ratio = 0.75
# expect: multi = first line
# expect: 	second line
# expect: 	
# expect: 	after blank
# expect: 
# expect: [new]
# expect: pct = 100%%
# expect: 
# expect: [other]
# expect: a = 1
# expect: b = two
# expect: 
# expect: ['[DEFAULT]', 'serveraliveinterval=45', 'compression=yes']
# expect: 1 2.5 True
# expect: /srv/data/log.txt /srv/data $5
# expect: %(nothing)s
# expect: None [('skip-bdb', ''), ('port', '3306')]
# expect: '[mysqld]\nskip-bdb\nport = 3306\n\n'
# expect: True
# expect: demo
# expect: NoSectionError No section: 'nope' nope
# expect: NoOptionError No option 'nothere' in section: 'bitbucket.org' nothere bitbucket.org
# expect: DuplicateSectionError Section 'new' already exists
# expect: ValueError Invalid section name: 'DEFAULT'
# expect: ValueError invalid literal for int() with base 10: '/home/me/bb'
# expect: ValueError Not a boolean: /home/me/bb
# expect: TypeError option values must be strings
# expect: ValueError invalid interpolation syntax in '50%' at position 2
# expect: KeyError 'missing'
# expect: True DEFAULT
# expect: True True v
