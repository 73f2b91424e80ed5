/*
 * boundmatch.c: string.find, match, gmatch and gsub with every step charged to the budget.
 *
 * Lua's pattern matcher backtracks inside one C call, which a count hook never interrupts:
 * ("a"):rep(40):find(("a*"):rep(40) .. "b") would run for years. This is the matcher of Lua 5.4.4's
 * lstrlib.c (MIT licence, Copyright (C) 1994-2022 Lua.org, PUC-Rio), a faithful port: the same
 * results and the same error messages for every subject, pattern, init and replacement, including
 * the deprecated but live %z class. Tests/Conformance/strings.lua holds it to Debian's lua5.4 over
 * tens of thousands of random cases (`make conformance`).
 *
 * Where it differs from lstrlib.c, for the bounds and nothing else (this list is the one place;
 * PatternLimitTests has a test for each):
 *   1. step() charges the instruction budget every STEPS_PER_CHARGE steps of match(), of the
 *      max_expand scan and of match_balance, and checks the deadline then: a pattern that runs
 *      past the budget raises "instruction limit exceeded" where lstrlib would go on.
 *   2. lmemfind() (plain find) charges the budget per candidate position, in proportion to the
 *      needle's length, for the same reason.
 *   3. match_balance() checks the end of the subject before reading it, where lstrlib reads the
 *      terminating '\0' of the Lua string; the result is the same (no match).
 * The charges count towards the instructions a scenario reports using.
 */
#include "internal.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>


#define uchar(c) ((unsigned char)(c))
#define L_ESC '%'
#define SPECIALS "^$*+?.([%-"
#define MAXCCALLS 200
#define CAP_UNFINISHED (-1)
#define CAP_POSITION (-2)
/* Steps between two charges: small enough that a deadline is noticed within microseconds. */
#define STEPS_PER_CHARGE 4096
#ifndef LUA_MAXCAPTURES
#define LUA_MAXCAPTURES 32 /* as lstrlib.c defines it */
#endif

typedef struct MatchState {
    const char *src_init;
    const char *src_end;
    const char *p_end;
    lua_State *L;
    int matchdepth;
    int steps; /* steps left before the next charge */
    unsigned char level;
    struct {
        const char *init;
        ptrdiff_t len;
    } capture[LUA_MAXCAPTURES];
} MatchState;

static void step(MatchState *ms) {
    if (--ms->steps <= 0) {
        ms->steps = STEPS_PER_CHARGE;
        mh_budget_charge(ms->L, STEPS_PER_CHARGE);
    }
}

static const char *match(MatchState *ms, const char *s, const char *p);

static int check_capture(MatchState *ms, int l) {
    l -= '1';
    if (l < 0 || l >= ms->level || ms->capture[l].len == CAP_UNFINISHED)
        return luaL_error(ms->L, "invalid capture index %%%d", l + 1);
    return l;
}

static int capture_to_close(MatchState *ms) {
    int level = ms->level;
    for (level--; level >= 0; level--)
        if (ms->capture[level].len == CAP_UNFINISHED) return level;
    return luaL_error(ms->L, "invalid pattern capture");
}

static const char *class_end(MatchState *ms, const char *p) {
    switch (*p++) {
    case L_ESC:
        if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (ends with '%%')");
        return p + 1;
    case '[':
        if (*p == '^') p++;
        do {
            if (p == ms->p_end) luaL_error(ms->L, "malformed pattern (missing ']')");
            if (*(p++) == L_ESC && p < ms->p_end) p++;
        } while (*p != ']');
        return p + 1;
    default:
        return p;
    }
}

static int match_class(int c, int cl) {
    int res;
    switch (tolower(cl)) {
    case 'a': res = isalpha(c); break;
    case 'c': res = iscntrl(c); break;
    case 'd': res = isdigit(c); break;
    case 'g': res = isgraph(c); break;
    case 'l': res = islower(c); break;
    case 'p': res = ispunct(c); break;
    case 's': res = isspace(c); break;
    case 'u': res = isupper(c); break;
    case 'w': res = isalnum(c); break;
    case 'x': res = isxdigit(c); break;
    case 'z': res = (c == 0); break; /* deprecated in the manual, still matched by lstrlib */
    default: return (cl == c);
    }
    return islower(cl) ? res : !res;
}

static int match_bracket_class(int c, const char *p, const char *ec) {
    int sig = 1;
    if (*(p + 1) == '^') {
        sig = 0;
        p++;
    }
    while (++p < ec) {
        if (*p == L_ESC) {
            p++;
            if (match_class(c, uchar(*p))) return sig;
        } else if (*(p + 1) == '-' && (p + 2 < ec)) {
            p += 2;
            if (uchar(*(p - 2)) <= c && c <= uchar(*p)) return sig;
        } else if (uchar(*p) == c)
            return sig;
    }
    return !sig;
}

static int single_match(MatchState *ms, const char *s, const char *p, const char *ep) {
    if (s >= ms->src_end) return 0;
    int c = uchar(*s);
    switch (*p) {
    case '.': return 1;
    case L_ESC: return match_class(c, uchar(*(p + 1)));
    case '[': return match_bracket_class(c, p, ep - 1);
    default: return (uchar(*p) == c);
    }
}

static const char *match_balance(MatchState *ms, const char *s, const char *p) {
    if (p >= ms->p_end - 1) luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= ms->src_end || *s != *p) return NULL;
    int b = *p, e = *(p + 1), cont = 1;
    while (++s < ms->src_end) {
        step(ms);
        if (*s == e) {
            if (--cont == 0) return s + 1;
        } else if (*s == b)
            cont++;
    }
    return NULL;
}

static const char *max_expand(MatchState *ms, const char *s, const char *p, const char *ep) {
    ptrdiff_t i = 0;
    while (single_match(ms, s + i, p, ep)) {
        step(ms);
        i++;
    }
    while (i >= 0) {
        const char *res = match(ms, (s + i), ep + 1);
        if (res) return res;
        i--;
    }
    return NULL;
}

static const char *min_expand(MatchState *ms, const char *s, const char *p, const char *ep) {
    for (;;) {
        const char *res = match(ms, s, ep + 1);
        if (res != NULL) return res;
        if (!single_match(ms, s, p, ep)) return NULL;
        s++;
    }
}

static const char *start_capture(MatchState *ms, const char *s, const char *p, int what) {
    int level = ms->level;
    if (level >= LUA_MAXCAPTURES) luaL_error(ms->L, "too many captures");
    ms->capture[level].init = s;
    ms->capture[level].len = what;
    ms->level = level + 1;
    const char *res = match(ms, s, p);
    if (res == NULL) ms->level--;
    return res;
}

static const char *end_capture(MatchState *ms, const char *s, const char *p) {
    int l = capture_to_close(ms);
    ms->capture[l].len = s - ms->capture[l].init;
    const char *res = match(ms, s, p);
    if (res == NULL) ms->capture[l].len = CAP_UNFINISHED;
    return res;
}

static const char *match_capture(MatchState *ms, const char *s, int l) {
    l = check_capture(ms, l);
    size_t len = ms->capture[l].len;
    if ((size_t)(ms->src_end - s) >= len && memcmp(ms->capture[l].init, s, len) == 0)
        return s + len;
    return NULL;
}

/* The escapes of match(): %b, %f and back references; NULL in *handled when it is another. */
static const char *match_escape(MatchState *ms, const char *s, const char **p, int *again) {
    *again = 0;
    switch (*(*p + 1)) {
    case 'b':
        s = match_balance(ms, s, *p + 2);
        if (s != NULL) { *p += 4; *again = 1; }
        return s;
    case 'f': {
        *p += 2;
        if (**p != '[') luaL_error(ms->L, "missing '[' after '%%f' in pattern");
        const char *ep = class_end(ms, *p);
        char previous = (s == ms->src_init) ? '\0' : *(s - 1);
        if (!match_bracket_class(uchar(previous), *p, ep - 1) &&
            match_bracket_class(uchar(*s), *p, ep - 1)) {
            *p = ep;
            *again = 1;
            return s;
        }
        return NULL;
    }
    default: /* '0'..'9': a back reference */
        s = match_capture(ms, s, uchar(*(*p + 1)));
        if (s != NULL) { *p += 2; *again = 1; }
        return s;
    }
}

static const char *match(MatchState *ms, const char *s, const char *p) {
    if (ms->matchdepth-- == 0) luaL_error(ms->L, "pattern too complex");
init:
    step(ms);
    if (p != ms->p_end) {
        switch (*p) {
        case '(':
            if (*(p + 1) == ')') s = start_capture(ms, s, p + 2, CAP_POSITION);
            else s = start_capture(ms, s, p + 1, CAP_UNFINISHED);
            break;
        case ')':
            s = end_capture(ms, s, p + 1);
            break;
        case '$':
            if ((p + 1) != ms->p_end) goto dflt;
            s = (s == ms->src_end) ? s : NULL;
            break;
        case L_ESC: {
            char next = *(p + 1);
            if (next == 'b' || next == 'f' || isdigit(uchar(next))) {
                int again;
                s = match_escape(ms, s, &p, &again);
                if (again) goto init;
                break;
            }
            goto dflt;
        }
        default:
        dflt: {
            const char *ep = class_end(ms, p);
            if (!single_match(ms, s, p, ep)) {
                if (*ep == '*' || *ep == '?' || *ep == '-') {
                    p = ep + 1;
                    goto init;
                }
                s = NULL;
            } else {
                switch (*ep) {
                case '?': {
                    const char *res = match(ms, s + 1, ep + 1);
                    if (res != NULL) s = res;
                    else { p = ep + 1; goto init; }
                    break;
                }
                case '+':
                    s++;
                    /* FALLTHROUGH */
                case '*':
                    s = max_expand(ms, s, p, ep);
                    break;
                case '-':
                    s = min_expand(ms, s, p, ep);
                    break;
                default:
                    s++;
                    p = ep;
                    goto init;
                }
            }
            break;
        }
        }
    }
    ms->matchdepth++;
    return s;
}

static size_t get_onecapture(MatchState *ms, int i, const char *s, const char *e,
                             const char **cap) {
    if (i >= ms->level) {
        if (i != 0) luaL_error(ms->L, "invalid capture index %%%d", i + 1);
        *cap = s;
        return e - s;
    }
    ptrdiff_t capl = ms->capture[i].len;
    *cap = ms->capture[i].init;
    if (capl == CAP_UNFINISHED) luaL_error(ms->L, "unfinished capture");
    else if (capl == CAP_POSITION)
        lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
    return capl;
}

static void push_onecapture(MatchState *ms, int i, const char *s, const char *e) {
    const char *cap;
    ptrdiff_t l = get_onecapture(ms, i, s, e, &cap);
    if (l != CAP_POSITION) lua_pushlstring(ms->L, cap, l);
}

static int push_captures(MatchState *ms, const char *s, const char *e) {
    int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
    luaL_checkstack(ms->L, nlevels, "too many captures");
    for (int i = 0; i < nlevels; i++) push_onecapture(ms, i, s, e);
    return nlevels;
}

static int no_specials(const char *p, size_t l) {
    size_t upto = 0;
    do {
        if (strpbrk(p + upto, SPECIALS)) return 0;
        upto += strlen(p + upto) + 1;
    } while (upto <= l);
    return 1;
}

static void prep_state(MatchState *ms, lua_State *L, const char *s, size_t ls, const char *p,
                       size_t lp) {
    ms->L = L;
    ms->matchdepth = MAXCCALLS;
    ms->steps = STEPS_PER_CHARGE;
    ms->src_init = s;
    ms->src_end = s + ls;
    ms->p_end = p + lp;
}

static void reprep_state(MatchState *ms) { ms->level = 0; }

static size_t posrelat_i(lua_Integer pos, size_t len) {
    if (pos > 0) return (size_t)pos;
    if (pos == 0) return 1;
    if (pos < -(lua_Integer)len) return 1;
    return len + (size_t)pos + 1;
}

/* A plain search, charged per candidate so that long needles in long haystacks stay bounded. */
static const char *lmemfind(lua_State *L, const char *s1, size_t l1, const char *s2, size_t l2) {
    if (l2 == 0) return s1;
    if (l2 > l1) return NULL;
    const char *init;
    l2--;
    l1 = l1 - l2;
    while (l1 > 0 && (init = (const char *)memchr(s1, *s2, l1)) != NULL) {
        mh_budget_charge(L, 1 + (long long)(l2 / 64));
        init++;
        if (memcmp(init, s2 + 1, l2) == 0) return init - 1;
        l1 -= init - s1;
        s1 = init;
    }
    return NULL;
}

static int str_find_aux(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = posrelat_i(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) {
        lua_pushnil(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || no_specials(p, lp))) {
        const char *s2 = lmemfind(L, s + init, ls - init, p, lp);
        if (s2) {
            lua_pushinteger(L, (s2 - s) + 1);
            lua_pushinteger(L, (s2 - s) + lp);
            return 2;
        }
    } else {
        MatchState ms;
        const char *s1 = s + init;
        int anchor = (*p == '^');
        if (anchor) { p++; lp--; }
        prep_state(&ms, L, s, ls, p, lp);
        do {
            reprep_state(&ms);
            const char *res = match(&ms, s1, p);
            if (res != NULL) {
                if (find) {
                    lua_pushinteger(L, (s1 - s) + 1);
                    lua_pushinteger(L, res - s);
                    return push_captures(&ms, NULL, 0) + 2;
                }
                return push_captures(&ms, s1, res);
            }
        } while (s1++ < ms.src_end && !anchor);
    }
    lua_pushnil(L);
    return 1;
}

int mh_bounded_find(lua_State *L) { return str_find_aux(L, 1); }
int mh_bounded_match(lua_State *L) { return str_find_aux(L, 0); }

typedef struct GMatchState {
    const char *src;
    const char *p;
    const char *lastmatch;
    MatchState ms;
} GMatchState;

static int gmatch_aux(lua_State *L) {
    GMatchState *gm = (GMatchState *)lua_touserdata(L, lua_upvalueindex(3));
    gm->ms.L = L;
    for (const char *src = gm->src; src <= gm->ms.src_end; src++) {
        reprep_state(&gm->ms);
        const char *e = match(&gm->ms, src, gm->p);
        if (e != NULL && e != gm->lastmatch) {
            gm->src = gm->lastmatch = e;
            return push_captures(&gm->ms, src, e);
        }
    }
    return 0;
}

int mh_bounded_gmatch(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = posrelat_i(luaL_optinteger(L, 3, 1), ls) - 1;
    lua_settop(L, 2);
    GMatchState *gm = (GMatchState *)lua_newuserdatauv(L, sizeof(GMatchState), 0);
    if (init > ls) init = ls + 1;
    prep_state(&gm->ms, L, s, ls, p, lp);
    gm->src = s + init;
    gm->p = p;
    gm->lastmatch = NULL;
    lua_pushcclosure(L, gmatch_aux, 3);
    return 1;
}

static void add_s(MatchState *ms, luaL_Buffer *b, const char *s, const char *e) {
    size_t l;
    lua_State *L = ms->L;
    const char *news = lua_tolstring(L, 3, &l);
    const char *p;
    while ((p = (char *)memchr(news, L_ESC, l)) != NULL) {
        luaL_addlstring(b, news, p - news);
        p++;
        if (*p == L_ESC) luaL_addchar(b, *p);
        else if (*p == '0') luaL_addlstring(b, s, e - s);
        else if (isdigit(uchar(*p))) {
            const char *cap;
            ptrdiff_t resl = get_onecapture(ms, *p - '1', s, e, &cap);
            if (resl == CAP_POSITION) luaL_addvalue(b);
            else luaL_addlstring(b, cap, resl);
        } else
            luaL_error(L, "invalid use of '%c' in replacement string", L_ESC);
        l -= p + 1 - news;
        news = p + 1;
    }
    luaL_addlstring(b, news, l);
}

static int add_value(MatchState *ms, luaL_Buffer *b, const char *s, const char *e, int tr) {
    lua_State *L = ms->L;
    switch (tr) {
    case LUA_TFUNCTION: {
        lua_pushvalue(L, 3);
        int n = push_captures(ms, s, e);
        lua_call(L, n, 1);
        break;
    }
    case LUA_TTABLE:
        push_onecapture(ms, 0, s, e);
        lua_gettable(L, 3);
        break;
    default:
        add_s(ms, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, e - s);
        return 0;
    }
    if (!lua_isstring(L, -1))
        return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

int mh_bounded_gsub(lua_State *L) {
    size_t srcl, lp;
    const char *src = luaL_checklstring(L, 1, &srcl);
    const char *p = luaL_checklstring(L, 2, &lp);
    const char *lastmatch = NULL;
    int tr = lua_type(L, 3);
    lua_Integer max_s = luaL_optinteger(L, 4, srcl + 1);
    int anchor = (*p == '^');
    lua_Integer n = 0;
    int changed = 0;
    MatchState ms;
    luaL_Buffer b;
    luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING || tr == LUA_TFUNCTION ||
                            tr == LUA_TTABLE,
                     3, "string/function/table");
    luaL_buffinit(L, &b);
    if (anchor) { p++; lp--; }
    prep_state(&ms, L, src, srcl, p, lp);
    while (n < max_s) {
        reprep_state(&ms);
        const char *e = match(&ms, src, p);
        if (e != NULL && e != lastmatch) {
            n++;
            changed = add_value(&ms, &b, src, e, tr) | changed;
            src = lastmatch = e;
        } else if (src < ms.src_end)
            luaL_addchar(&b, *src++);
        else
            break;
        if (anchor) break;
    }
    if (!changed) lua_pushvalue(L, 1);
    else {
        luaL_addlstring(&b, src, ms.src_end - src);
        luaL_pushresult(&b);
    }
    lua_pushinteger(L, n);
    return 2;
}
